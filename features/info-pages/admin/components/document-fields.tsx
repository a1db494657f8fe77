'use client';
import { useTranslations, type Messages } from 'next-intl';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { isoDate } from '@/contracts/installations';

/**
 * The fields of an information page's document, drawn from the page's schema (contracts/info-pages.ts): an object is a
 * group of fields, a list can grow, shrink and be reordered within its bounds, a block chooses its kind, a paragraph is
 * a text area. One form for every page, so a page's shape is written once, in its schema.
 */

type FieldKey = keyof Messages['admin']['infoPages']['fields'];
type Props = {
  schema: z.ZodType;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The value's path in the document: the field's id and the key of its error. */
  path: (string | number)[];
  label: string;
  errors: Map<string, string>;
};

const pathKey = (path: (string | number)[]) => path.join('.');
export const fieldId = (path: (string | number)[]) => `doc-${path.join('-') || 'root'}`;

/** A new value of the schema's shape: empty texts, the first option, the fewest items a list may have. */
export function blankOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject) return Object.fromEntries(Object.entries(schema.shape).map(([key, inner]) => [key, blankOf(inner as z.ZodType)]));
  if (schema instanceof z.ZodArray) return Array.from({ length: boundsOf(schema).min }, () => blankOf(schema.element as z.ZodType));
  if (schema instanceof z.ZodDiscriminatedUnion) return blankOf(schema.options[0] as z.ZodType);
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (schema instanceof z.ZodOptional) return undefined;
  return '';
}

function boundsOf(schema: z.ZodArray) {
  const bag = schema._zod.bag as { minimum?: number; maximum?: number };
  return { min: bag.minimum ?? 0, max: bag.maximum ?? Infinity };
}

/** The first text of a value: what a closed item of a list is known by. */
function previewOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') for (const inner of Object.values(value)) if (previewOf(inner)) return previewOf(inner);
  return '';
}

const hasErrorWithin = (errors: Map<string, string>, path: (string | number)[]) => {
  const prefix = pathKey(path);
  return [...errors.keys()].some((key) => key === prefix || key.startsWith(`${prefix}.`));
};

export function DocumentField(props: Props) {
  const { schema } = props;
  if (schema instanceof z.ZodObject) return <ObjectFields {...props} schema={schema} />;
  if (schema instanceof z.ZodArray) return <ListField {...props} schema={schema} />;
  if (schema instanceof z.ZodDiscriminatedUnion) return <BlockField {...props} schema={schema} />;
  if (schema instanceof z.ZodEnum) return <ChoiceField {...props} options={schema.options.map(String)} />;
  return <TextInput {...props} />;
}

function useFieldLabel() {
  const t = useTranslations('admin.infoPages.fields');
  return (key: string) => (t.has(key as FieldKey) ? t(key as FieldKey) : key);
}

function ObjectFields({ schema, value, onChange, path, label, errors }: Props & { schema: z.ZodObject }) {
  const fieldLabel = useFieldLabel();
  const object = (value ?? {}) as Record<string, unknown>;
  const fields = Object.entries(schema.shape)
    .filter(([, inner]) => !(inner instanceof z.ZodLiteral))
    .map(([key, inner]) => (
      <DocumentField
        key={key}
        schema={inner as z.ZodType}
        value={object[key]}
        onChange={(next) => onChange({ ...object, [key]: next })}
        path={[...path, key]}
        label={fieldLabel(key)}
        errors={errors}
      />
    ));
  if (path.length === 0) return <div className="space-y-6">{fields}</div>;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{label}</legend>
      {fields}
    </fieldset>
  );
}

function ListField({ schema, value, onChange, path, label, errors }: Props & { schema: z.ZodArray }) {
  const t = useTranslations('admin.infoPages.listControls');
  const items = (value ?? []) as unknown[];
  const element = schema.element as z.ZodType;
  const { min, max } = boundsOf(schema);
  const error = errors.get(pathKey(path));
  const move = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  const plain = !(element instanceof z.ZodObject || element instanceof z.ZodDiscriminatedUnion || element instanceof z.ZodArray);
  return (
    <fieldset id={fieldId(path)} className="space-y-3" aria-describedby={error ? `${fieldId(path)}-error` : undefined}>
      <legend className="font-semibold text-slate-900">{label}</legend>
      <ol className="space-y-3">
        {items.map((item, i) => {
          const itemLabel = t('item', { label, n: i + 1 });
          const controls = (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="secondary" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('up', { item: itemLabel })}>
                ↑
              </Button>
              <Button
                type="button"
                variant="secondary"

                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t('down', { item: itemLabel })}
              >
                ↓
              </Button>
              <Button
                type="button"
                variant="secondary"

                disabled={items.length <= min}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
                aria-label={t('remove', { item: itemLabel })}
              >
                {t('removeShort')}
              </Button>
            </div>
          );
          const field = (
            <DocumentField
              schema={element}
              value={item}
              onChange={(next) => onChange(items.with(i, next))}
              path={[...path, i]}
              label={itemLabel}
              errors={errors}
            />
          );
          return (
            <li key={i} className="space-y-2">
              {plain ? (
                <>
                  {field}
                  {controls}
                </>
              ) : (
                <details open={hasErrorWithin(errors, [...path, i]) || undefined} className="rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200">
                  <summary className="cursor-pointer font-medium text-slate-900">
                    {itemLabel}
                    <span className="ml-2 font-normal text-slate-600">{previewOf(item).slice(0, 80)}</span>
                  </summary>
                  <div className="mt-3 space-y-3">
                    {field}
                    {controls}
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ol>
      {error && (
        <p id={`${fieldId(path)}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="button" variant="secondary" disabled={items.length >= max} onClick={() => onChange([...items, blankOf(element)])}>
        {t('add', { label })}
      </Button>
    </fieldset>
  );
}

function BlockField({ schema, value, onChange, path, label, errors }: Props & { schema: z.ZodDiscriminatedUnion }) {
  const t = useTranslations('admin.infoPages');
  const discriminator = schema._zod.def.discriminator;
  const block = (value ?? {}) as Record<string, unknown>;
  const options = schema.options as z.ZodObject[];
  const chosen = options.find((option) => (option.shape[discriminator] as z.ZodLiteral).value === block[discriminator]) ?? options[0];
  const kinds = options.map((option) => String((option.shape[discriminator] as z.ZodLiteral).value));
  const typeLabel = t('blockType');
  return (
    <div className="space-y-3">
      <ChoiceField
        schema={schema}
        value={block[discriminator]}
        onChange={(kind) => {
          const next = blankOf(options[kinds.indexOf(String(kind))]) as Record<string, unknown>;
          // A paragraph that becomes a note keeps its text.
          if (typeof block.text === 'string' && 'text' in next) next.text = block.text;
          onChange(next);
        }}
        path={[...path, discriminator]}
        label={`${label}: ${typeLabel}`}
        errors={errors}
        options={kinds}
        optionLabel={(kind) => t(`blockTypes.${kind as 'p'}`)}
      />
      <ObjectFields schema={chosen} value={block} onChange={onChange} path={path} label={label} errors={errors} />
      {errors.get(pathKey(path)) && <p className="text-sm text-red-700">{errors.get(pathKey(path))}</p>}
    </div>
  );
}

function ChoiceField({ value, onChange, path, label, errors, options, optionLabel }: Props & { options: string[]; optionLabel?: (option: string) => string }) {
  const t = useTranslations('admin.infoPages.options');
  const id = fieldId(path);
  const error = errors.get(pathKey(path));
  const name = optionLabel ?? ((option: string) => (t.has(option as 'sales') ? t(option as 'sales') : option));
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteId(id, { error })}
        className={inputClass(error)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function TextInput({ schema, value, onChange, path, label, errors }: Props) {
  const id = fieldId(path);
  const error = errors.get(pathKey(path));
  const common = {
    id,
    value: String(value ?? ''),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldNoteId(id, { error }),
    className: inputClass(error),
  };
  const multiline = Boolean(z.globalRegistry.get(schema)?.multiline);
  return (
    <FormField id={id} label={label} error={error}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={schema === isoDate ? 'date' : 'text'} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}
