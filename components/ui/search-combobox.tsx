'use client';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ReactNode } from 'react';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { failureMessage } from '@/lib/api/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnVisible } from '@/lib/use-on-visible';
import { SELECT_SEARCH_DEBOUNCE_MS } from '@/lib/constants';

export type SearchPage<T> = { items: T[]; hasMore: boolean };

type SearchComboboxProps<T> = {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The text of the chosen option in the input. */
  display: (value: T) => string;
  optionKey: (value: T) => string | number;
  renderOption?: (value: T) => ReactNode;
  /** The query key of one search (react-query adds the page). */
  queryKey: (search: string) => QueryKey;
  /** One page of options for a search; the first page is 1. */
  fetchPage: (search: string, page: number) => Promise<SearchPage<T>>;
  /** Shorter searches make no call (the address search needs 2 characters). */
  minSearch?: number;
  /** What the list says while nothing is typed. */
  emptyText: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
};

/**
 * A searchable select: a keyboard-navigable combobox (Headless UI) whose first search starts when the field is first
 * focused or opened, and each later one waits 500 ms and restarts at page 1, loading further pages when the end of the list comes into view (the
 * infinite-scroll select), with the search-miss text when nothing matches.
 */
export function SearchCombobox<T>({
  label,
  value,
  onChange,
  display,
  optionKey,
  renderOption,
  queryKey,
  fetchPage,
  minSearch = 0,
  emptyText,
  error,
  hint,
  disabled,
}: SearchComboboxProps<T>) {
  const t = useTranslations('installations.wizard.select');
  const id = useId();
  const [typed, setTyped] = useState('');
  // Nothing is asked before the field is first used: a page with a filter of this kind does not search on every load.
  const [used, setUsed] = useState(false);
  const search = useDebouncedValue(typed.trim(), SELECT_SEARCH_DEBOUNCE_MS);
  const enabled = used && search.length >= minSearch;
  const results = useInfiniteQuery({
    queryKey: queryKey(search),
    queryFn: ({ pageParam }) => fetchPage(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    enabled,
  });
  const options = results.data?.pages.flatMap((page) => page.items) ?? [];
  const endMarker = useRef<HTMLDivElement>(null);
  useOnVisible(endMarker, Boolean(results.hasNextPage) && !results.isFetchingNextPage, () => void results.fetchNextPage(), '40px');
  const waiting = typed.trim() !== search || results.isFetching;

  let note: ReactNode = null;
  if (results.isError) note = failureMessage(results.error);
  else if (!enabled) note = search ? t('typeMore', { count: minSearch }) : emptyText;
  else if (results.isPending) note = t('searching');
  else if (options.length === 0)
    note = search ? (
      <>
        {t('textStart')} <strong>«{search}»</strong> {t('textEnd')}
      </>
    ) : (
      emptyText
    );

  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Combobox
        value={value}
        by={(a: T | null, b: T | null) => (a && b ? optionKey(a) === optionKey(b) : a === b)}
        onChange={onChange}
        onClose={() => setTyped('')}
        disabled={disabled}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldNoteId(id, { error, hint })}
            className={`${inputClass(error)} pr-10`}
            displayValue={(option: T | null) => (option ? display(option) : '')}
            onChange={(event) => setTyped(event.target.value)}
            onFocus={() => setUsed(true)}
            autoComplete="off"
          />
          <ComboboxButton
            onClick={() => setUsed(true)}
            aria-label={t('open', { label })}
            className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500"
          >
            {waiting && enabled ? (
              <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
            ) : (
              <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 9l6 6 6-6" />
              </svg>
            )}
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-[60] max-h-72 w-(--input-width) max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg empty:invisible"
        >
          {options.map((option) => (
            <ComboboxOption
              key={optionKey(option)}
              value={option}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm data-focus:bg-brand-50 data-selected:font-semibold"
            >
              {renderOption ? renderOption(option) : display(option)}
            </ComboboxOption>
          ))}
          {note && (
            <div role="status" className="px-3 py-2 text-sm text-slate-500">
              {note}
            </div>
          )}
          {results.hasNextPage && (
            <div ref={endMarker} className="px-3 py-2 text-sm text-slate-500">
              {results.isFetchingNextPage ? t('loadingMore') : ''}
            </div>
          )}
        </ComboboxOptions>
      </Combobox>
    </FormField>
  );
}
