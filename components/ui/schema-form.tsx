'use client';
import { useTranslations } from 'next-intl';
import { createContext, use, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { isoDate } from '@/contracts/installations';
import { useValidationText } from '@/lib/forms/use-validation-text';
import { Button } from './button';
import { ErrorAlert } from './error-alert';
import { inputClass } from './field-status-icon';
import { fieldNoteId, FormField } from './form-field';

/**
 * The fields of a value drawn from its zod schema (an information page's document, a product's details): an object is
 * a group of fields, a list can grow, shrink and be reordered within its bounds, a union chooses its kind, a paragraph
 * (`.meta({ multiline: true })`) is a text area, a number a number input (empty is null where the schema allows it),
 * a yes/no a check box, a group of fields that may be null a check box that opens it, a list of choices a group of check
 * boxes, a text marked `.meta({ input: 'time' })` a time input. A shape is written once, in its schema; the form that uses
 * this names its fields (`names`).
 */

/**
 * What the form's fields are called: a field by its key, an option by its value, the kind of a union's member, and the
 * check box that gives a group of fields that may be null (`Open on Saturday`).
 */
export type SchemaFormNames = { field: (key: string) => string; option: (value: string) => string; kind: string; given?: (label: string) => string };
const Names = createContext<SchemaFormNames>({ field: (key) => key, option: (value) => value, kind: 'kind' });

/** Something a form shows under one of its text fields (an upload beside a media address), given the field's path and setter. */
export type SchemaFieldAddon = (path: (string | number)[], onChange: (value: string) => void) => ReactNode;
const Addon = createContext<SchemaFieldAddon>(() => null);

/** The fields of `value` (the root's), named by `names`; `addon` adds to a text field what its schema cannot say. */
export function SchemaForm({
  names,
  addon = () => null,
  ...props
}: Omit<Props, 'path' | 'label'> & { names: SchemaFormNames; addon?: SchemaFieldAddon; children?: ReactNode }) {
  return (
    <Names value={names}>
      <Addon value={addon}>
        <DocumentField {...props} path={[]} label="" />
      </Addon>
    </Names>
  );
}

/**
 * The errors of a schema-drawn form and its check before sending: `check` answers the parsed value, or null after
 * showing each issue under its field (in the reader's words) and focusing the first; `show` puts the API's refusals
 * (field → message) under theirs.
 */
export function useSchemaCheck() {
  const text = useValidationText();
  const [errors, setErrors] = useState(new Map<string, string>());
  function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | null {
    const checked = schema.safeParse(value);
    if (checked.success) {
      setErrors(new Map());
      return checked.data;
    }
    const [first] = checked.error.issues;
    // The first wrong field, inside its closed list item if need be (the item opens on its error).
    requestAnimationFrame(() => document.getElementById(fieldId(first.path as (string | number)[]))?.focus());
    setErrors(new Map(checked.error.issues.map((issue) => [issue.path.join('.'), text(issue.message) ?? ''])));
    return null;
  }
  return { errors, check, show: (fields: Record<string, string>) => setErrors(new Map(Object.entries(fields))), clear: () => setErrors(new Map()) };
}

/**
 * The frame of a schema-drawn form: how many fields need attention above, the fields, and a bar kept in view at the
 * bottom with the API's refusal, the form's actions and its state (saved, unsaved changes).
 */
export function SchemaFormFrame(props: {
  label: string;
  lang?: string;
  /** "N fields need your attention", or null. */
  issues: string | null;
  failure: string | undefined;
  actions: ReactNode;
  status: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={props.label}
      lang={props.lang}
      className="space-y-6 rounded-2xl bg-white p-4 shadow-sm wide:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.issues && <ErrorAlert message={props.issues} />}
      {props.children}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 wide:-mx-6 wide:px-6">
        <ErrorAlert message={props.failure} />
        {props.actions}
        <p role="status" className="text-sm text-emerald-700">
          {props.status}
        </p>
      </div>
    </form>
  );
}

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

/** A new value of the schema's shape: empty texts, the first option, null where allowed, the fewest items a list may have. */
function blankOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject) return Object.fromEntries(Object.entries(schema.shape).map(([key, inner]) => [key, blankOf(inner as z.ZodType)]));
  if (schema instanceof z.ZodArray) return Array.from({ length: boundsOf(schema).min }, () => blankOf(schema.element as z.ZodType));
  if (schema instanceof z.ZodDiscriminatedUnion) return blankOf(schema.options[0] as z.ZodType);
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (schema instanceof z.ZodOptional) return undefined;
  if (schema instanceof z.ZodNullable) return null;
  if (schema instanceof z.ZodDefault) return blankOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodNumber) return 0;
  if (schema instanceof z.ZodBoolean) return false;
  return '';
}

function boundsOf(schema: z.ZodArray) {
  const bag = schema._zod.bag as { minimum?: number; maximum?: number };
  return { min: bag.minimum ?? 0, max: bag.maximum ?? Infinity };
}

/** What a closed item of a list is known by: its name or title when it has one, else its first text. */
function previewOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const named = 'name' in value ? previewOf(value.name) : 'title' in value ? previewOf(value.title) : '';
  if (named) return named;
  for (const inner of Object.values(value)) if (previewOf(inner)) return previewOf(inner);
  return '';
}

const hasErrorWithin = (errors: Map<string, string>, path: (string | number)[]) => {
  const prefix = pathKey(path);
  return [...errors.keys()].some((key) => key === prefix || key.startsWith(`${prefix}.`));
};

/** The schema inside `.optional()`, `.nullable()` and `.default()`, and whether it may be null. */
function unwrapped(schema: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  for (;;) {
    if (inner instanceof z.ZodNullable) nullable = true;
    if (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else return { inner, nullable };
  }
}

function DocumentField(props: Props) {
  const { inner: schema, nullable } = unwrapped(props.schema);
  if (schema instanceof z.ZodNumber) return <NumberInput {...props} nullable={nullable} />;
  if (schema instanceof z.ZodBoolean) return <CheckInput {...props} />;
  if (schema instanceof z.ZodObject) return nullable ? <GivenFields {...props} schema={schema} /> : <ObjectFields {...props} schema={schema} />;
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodEnum) return <ChoicesField {...props} options={schema.element.options.map(String)} />;
  if (schema instanceof z.ZodArray) return <ListField {...props} schema={schema} />;
  if (schema instanceof z.ZodDiscriminatedUnion) return <BlockField {...props} schema={schema} />;
  if (schema instanceof z.ZodEnum) return <ChoiceField {...props} schema={schema} options={schema.options.map(String)} />;
  return <TextInput {...props} schema={schema} />;
}

function ObjectFields({ schema, value, onChange, path, label, errors }: Props & { schema: z.ZodObject }) {
  const names = use(Names);
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
        label={names.field(key)}
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

/** A group of fields that may be null: a check box gives it (blank) or takes it away. */
function GivenFields(props: Props & { schema: z.ZodObject }) {
  const names = use(Names);
  const { value, onChange, path, label, schema } = props;
  const id = `${fieldId(path)}-given`;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={value !== null && value !== undefined}
          onChange={(e) => onChange(e.target.checked ? blankOf(schema) : null)}
          className="size-5 accent-brand-600"
        />
        <label htmlFor={id} className="text-slate-800">
          {names.given?.(label) ?? label}
        </label>
      </div>
      {value !== null && value !== undefined && <ObjectFields {...props} />}
    </div>
  );
}

/** A list of choices: one check box per option, the chosen ones kept in the options' order. */
function ChoicesField({ value, onChange, path, label, errors, options }: Props & { options: string[] }) {
  const names = use(Names);
  const chosen = new Set((value ?? []) as string[]);
  const error = errors.get(pathKey(path));
  const errorId = `${fieldId(path)}-error`;
  return (
    <fieldset id={fieldId(path)} tabIndex={-1} className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-900">{label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              checked={chosen.has(option)}
              onChange={(e) => onChange(options.filter((o) => (o === option ? e.target.checked : chosen.has(o))))}
              className="size-5 accent-brand-600"
            />
            {names.option(option)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ListField({ schema, value, onChange, path, label, errors }: Props & { schema: z.ZodArray }) {
  const t = useTranslations('ui.schemaForm');
  const items = (value ?? []) as unknown[];
  const element = schema.element as z.ZodType;
  const { min, max } = boundsOf(schema);
  const error = errors.get(pathKey(path));
  const move = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  // A new item opens, its first field focused.
  const [added, setAdded] = useState<number | null>(null);
  const add = () => {
    const index = items.length;
    onChange([...items, blankOf(element)]);
    setAdded(index);
    requestAnimationFrame(() =>
      document
        .getElementById(`${fieldId([...path, index])}-item`)
        ?.querySelector<HTMLElement>('input, textarea, select')
        ?.focus(),
    );
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
            <li key={i} id={`${fieldId([...path, i])}-item`} className="space-y-2">
              {plain ? (
                <>
                  {field}
                  {controls}
                </>
              ) : (
                <details open={hasErrorWithin(errors, [...path, i]) || i === added || undefined} className="rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200">
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
      <Button type="button" variant="secondary" disabled={items.length >= max} onClick={add}>
        {t('add', { label })}
      </Button>
    </fieldset>
  );
}

function BlockField({ schema, value, onChange, path, label, errors }: Props & { schema: z.ZodDiscriminatedUnion }) {
  const names = use(Names);
  const discriminator = schema._zod.def.discriminator;
  const block = (value ?? {}) as Record<string, unknown>;
  const options = schema.options as z.ZodObject[];
  const chosen = options.find((option) => (option.shape[discriminator] as z.ZodLiteral).value === block[discriminator]) ?? options[0];
  const kinds = options.map((option) => String((option.shape[discriminator] as z.ZodLiteral).value));
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
        label={`${label}: ${names.kind}`}
        errors={errors}
        options={kinds}
      />
      <ObjectFields schema={chosen} value={block} onChange={onChange} path={path} label={label} errors={errors} />
      {errors.get(pathKey(path)) && <p className="text-sm text-red-700">{errors.get(pathKey(path))}</p>}
    </div>
  );
}

function ChoiceField({ value, onChange, path, label, errors, options }: Props & { options: string[] }) {
  const names = use(Names);
  const id = fieldId(path);
  const error = errors.get(pathKey(path));
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
            {names.option(option)}
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
  const meta = z.globalRegistry.get(schema);
  const multiline = Boolean(meta?.multiline);
  const addon = use(Addon)(path, onChange);
  return (
    <FormField id={id} label={label} error={error}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={schema === isoDate ? 'date' : meta?.input === 'time' ? 'time' : 'text'} onChange={(e) => onChange(e.target.value)} />
      )}
      {addon && <div className="mt-2">{addon}</div>}
    </FormField>
  );
}

function NumberInput({ value, onChange, path, label, errors, nullable }: Props & { nullable: boolean }) {
  const id = fieldId(path);
  const error = errors.get(pathKey(path));
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? (nullable ? null : undefined) : Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteId(id, { error })}
        className={inputClass(error)}
      />
    </FormField>
  );
}

function CheckInput({ value, onChange, path, label }: Props) {
  const id = fieldId(path);
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} className="size-5 accent-brand-600" />
      <label htmlFor={id} className="text-slate-800">
        {label}
      </label>
    </div>
  );
}
