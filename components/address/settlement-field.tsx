'use client';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SearchCombobox } from '@/components/ui/search-combobox';
import { addressEndpoints } from '@/contracts/endpoints/addresses';
import { call } from '@/lib/api/call';

/** A settlement of the codifier as GET /addresses suggests it. */
export type Settlement = { id: string; visicomId: string | null; label: string };

/** Address suggestions come five at a time (docs/api.md#answers-and-pages). */
export const ADDRESS_SUGGESTIONS_COUNT = 5;
/** The shortest settlement search the API answers (contracts/addresses.ts). */
export const SETTLEMENT_SEARCH_MIN = 2;

type SettlementFieldProps = {
  label: string;
  /** What the list says while nothing is typed, and under the field. */
  hint: string;
  value: Settlement | null;
  onChange: (value: Settlement | null) => void;
  error?: string;
  valid?: boolean;
  disabled?: boolean;
};

/** The settlement of an address, chosen from GET /addresses suggestions (the wizard's address step, a request for work). */
export function SettlementField({ label, hint, value, onChange, error, disabled }: SettlementFieldProps) {
  return (
    <SearchCombobox<Settlement>
      label={label}
      value={value}
      onChange={onChange}
      display={(option) => option.label}
      optionKey={(option) => option.id}
      queryKey={(search) => ['addresses', 'settlements', search]}
      fetchPage={async (search) => {
        const page = await call(addressEndpoints.search, { query: { search, perPage: ADDRESS_SUGGESTIONS_COUNT } });
        return { items: page.data.map((s) => ({ id: s.id, visicomId: s.visicomId, label: s.label })), hasMore: false };
      }}
      minSearch={SETTLEMENT_SEARCH_MIN}
      emptyText={hint}
      hint={hint}
      error={error}
      disabled={disabled}
    />
  );
}

/**
 * SettlementField as a react-hook-form field: the chosen settlement is the form's value at `name`, and choosing
 * one counts as leaving the field (its validation runs then).
 */
export function SettlementFormField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<SettlementFieldProps, 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SettlementField
          {...props}
          value={(field.value as Settlement | null | undefined) ?? null}
          onChange={(value) => {
            field.onChange(value);
            field.onBlur();
          }}
        />
      )}
    />
  );
}
