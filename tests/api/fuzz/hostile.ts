import fc from 'fast-check';

/** Text that has broken parsers, databases and encoders before. */
const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'ab\uDC00cd',
  '\uD83D',
  '\uFFFF\uFFFE',
  '\u202Egnp.exe',
  '\r\n\t\u0007',
  "' OR 1=1 --",
  '"; drop table users; --',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff%',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  '0x10',
  '9'.repeat(400),
  '😀'.repeat(3000),
);

/** Huge strings: a megabyte crosses the body limit, the smaller ones every text limit. */
const hugeText = fc.constantFrom(10_000, 1_100_000).chain((length) => fc.constantFrom('x', 'я', '\u0000', '\uD800').map((c) => c.repeat(length)));

const text = fc.oneof(
  { weight: 6, arbitrary: nastyText },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  { weight: 1, arbitrary: hugeText },
);

const numbers = fc.constantFrom(0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE);

/** `[[[...]]]` or `{"a":{"a":...}}` nested `depth` deep (deeper ones go as raw JSON text: JSON.stringify stops near 5000). */
const deep = fc.tuple(fc.integer({ min: 50, max: 1000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
});

/** An object with thousands of keys, or an array with thousands of items. */
const wide = fc
  .tuple(fc.integer({ min: 100, max: 5000 }), fc.boolean())
  .map(([width, array]) => (array ? Array.from({ length: width }, (_, i) => i) : Object.fromEntries(Array.from({ length: width }, (_, i) => [`k${i}`, i]))));

/** A value of the wrong type, size or encoding for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 2, arbitrary: numbers },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: wide },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A valid object with one field replaced, one required field dropped, or an unknown field added. */
export function mutated(validObject: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(validObject, fc.nat(), hostileValue, fc.constantFrom('replace', 'drop', 'add')).map(([value, index, hostile, how]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostile;
    const copy: Record<string, unknown> = { ...value };
    const keys = Object.keys(copy);
    const key = keys.length ? keys[index % keys.length] : 'unknown';
    if (how === 'drop') delete copy[key];
    else if (how === 'add') Object.defineProperty(copy, ['__proto__', 'constructor', 'unknownField'][index % 3], { value: hostile, enumerable: true });
    else copy[key] = hostile;
    return copy;
  });
}

/** Valid most of the time so that deep code runs; otherwise mutated or replaced. */
export const validOrHostile = (validValue: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: validValue }, { weight: 4, arbitrary: mutated(validValue) }, { weight: 1, arbitrary: hostileValue });

/** JSON text nested far deeper than any schema, as a whole body. */
export const deepJsonText = fc
  .constantFrom(10_000, 50_000)
  .chain((depth) => fc.constantFrom('['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD) except the ASCII characters `keep` allows. */
const escape = (keep: RegExp) => (s: string) =>
  Array.from(Buffer.from(s, 'utf8'), (b) => (keep.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join('');

/** Non-numeric, out-of-range and oddly encoded path segments (already URL-encoded). */
export const hostileSegment = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', '0x1', ' 1', '%00', '%D8%00', '%ZZ', '..', '%2e%2e', 'null', 'a'.repeat(300)),
  text.filter((s) => s.length > 0 && s.length < 1000).map(escape(/[\w.~-]/)),
);

/** Raw query strings that the `qs` parser has to survive: too deep, too many, malformed escapes, arrays where a scalar goes. */
export const hostileQuery = fc.oneof(
  fc.constantFrom(
    'a[b][c][d][e][f][g][h]=1',
    Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&'),
    'filter[999999999]=1',
    `filter[]=${'1&filter[]='.repeat(50)}1`,
    'lang[]=en&lang[]=pl',
    'lang=en&lang=pl',
    'page=%',
    'page=%E0%A4%A',
    'search=%00',
    'search=%ED%A0%80',
    '__proto__[x]=1&constructor[prototype][x]=1',
    'sort[__proto__]=asc',
    '&&&==&=',
    'perPage=1e400&page=-0',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map(escape(/[!"$-~]/)),
);
