import fc from 'fast-check';

/** The part of OpenAPI 3.0 JSON Schema that @fastify/swagger writes for the zod contracts. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  /** OpenAPI 3.0 writes zod's `.meta({ examples })` as one `example`. */
  example?: unknown;
  examples?: unknown[];
};

/** Long enough to cross most limits, short enough that a route's runs stay quick. */
const MAX_GENERATED_LENGTH = 300;

function integer(schema: JsonSchema, ids: fc.Arbitrary<number>) {
  const exclusive = (bound: boolean | number | undefined, at: number | undefined) => (bound === true ? at : typeof bound === 'number' ? bound : undefined);
  const lowEx = exclusive(schema.exclusiveMinimum, schema.minimum);
  const highEx = exclusive(schema.exclusiveMaximum, schema.maximum);
  // fc.integer stays within 32 bits; larger numbers come from the hostile values.
  const min = Math.max(lowEx !== undefined ? lowEx + 1 : (schema.minimum ?? -(2 ** 31)), -(2 ** 31));
  const max = Math.min(highEx !== undefined ? highEx - 1 : (schema.maximum ?? 2 ** 31 - 1), 2 ** 31 - 1);
  const inRange = fc.integer({ min, max });
  // Ids the database holds (other users', products) are far likelier than a random integer to reach deep code. Only
  // for an id-like range (from 0 or 1): a range such as a year's (2000..2100) holds no id, and the filter never ended.
  return min >= 0 && min <= 1 && max > 1000
    ? fc.oneof(
        inRange,
        ids.filter((id) => id >= min && id <= max),
      )
    : inRange;
}

function string(schema: JsonSchema) {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length >= minLength && s.length <= maxLength);
  // Free text the schema allows, including what databases and encoders choke on: NUL, lone surrogates, any code unit.
  const awkward = fc
    .constantFrom('Оля\u0000', 'ab\u0000cd', 'Оля\uD800', '\uDC00xyz', '\u0000'.repeat(minLength + 1))
    .filter((s) => s.length >= minLength && s.length <= maxLength);
  return fc.oneof(fc.string({ unit: 'grapheme', minLength, maxLength }), fc.string({ unit: 'binary', minLength, maxLength }), awkward);
}

function object(schema: JsonSchema, ids: fc.Arbitrary<number>): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value, ids)]));
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/**
 * Values that the schema accepts, as fast-check arbitraries: a route added later is fuzzed from its contract
 * alone. The schema's `examples` (zod `.meta({ examples })`) come up often: they reach code that random values
 * of the right shape do not (a phone number that exists, not just twelve digits).
 */
export function valid(schema: JsonSchema, ids: fc.Arbitrary<number>): fc.Arbitrary<unknown> {
  const generated = generate(schema, ids);
  const examples = schema.examples ?? (schema.example === undefined ? [] : [schema.example]);
  const own = examples.length ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
  return schema.nullable ? fc.option(own, { nil: null }) : own;
}

function generate(schema: JsonSchema, ids: fc.Arbitrary<number>): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valid(s, ids)));
  if (schema.allOf) return valid(Object.assign({}, ...schema.allOf), ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return integer(schema, ids);
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return string(schema);
    case 'array':
      return fc.array(valid(schema.items ?? {}, ids), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 10, 10) });
    case 'object':
      return object(schema, ids);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
