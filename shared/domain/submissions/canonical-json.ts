/**
 * Canonical JSON (RFC 8785's shape for the values a bid holds): object keys sorted by UTF-16 code units at
 * every level, no white space, strings as JSON.stringify escapes them, integers only. The same value always
 * gives the same text, whatever order its keys were written in, so its SHA-256 can prove a bid's content
 * (decision 054). Amounts are decimal strings, never floating point: a non-integer number is refused rather
 * than written in one of its several spellings. Pure.
 */
export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue | undefined };

export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map((item: CanonicalValue) => canonicalJson(item)).join(',')}]`;
  const object = value as { readonly [key: string]: CanonicalValue | undefined };
  // Code-unit order is what `<` compares on strings (RFC 8785 §3.2.3); undefined members are absent.
  const keys = Object.keys(object)
    .filter((key) => object[key] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key]!)}`).join(',')}}`;
}
