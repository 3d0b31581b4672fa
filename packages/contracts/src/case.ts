// DESIGN.md: requests travel in snake_case, responses in camelCase. One converter serves both sides.

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function snakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function camelKey(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function convertKeys(value: unknown, convert: (key: string) => string, keep: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert, keep));
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  for (const [key, inner] of Object.entries(value)) {
    // Keys listed in `keep` (the OAuth `auth` record) travel untouched, with their contents.
    out[keep.has(key) ? key : convert(key)] = keep.has(key) ? inner : convertKeys(inner, convert, keep);
  }
  return out;
}

export function toSnakeCase<T = unknown>(value: unknown, keep: ReadonlySet<string> = new Set()): T {
  return convertKeys(value, snakeKey, keep) as T;
}

export function toCamelCase<T = unknown>(value: unknown, keep: ReadonlySet<string> = new Set(['auth'])): T {
  return convertKeys(value, camelKey, keep) as T;
}

type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelKey<Tail>>}`
  : S;

/** A snake_case wire shape as the web writes it (the client converts it back with toSnakeCase). */
export type CamelCased<T> = T extends readonly (infer U)[]
  ? CamelCased<U>[]
  : T extends Blob
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelKey<K> : K]: CamelCased<T[K]> }
      : T;
