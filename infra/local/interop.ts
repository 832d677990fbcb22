/**
 * CommonJS packages imported from ESM arrive as { default: module.exports } under Node, but as the
 * unwrapped export under some loaders; this accepts both.
 */
export function interopDefault<T>(value: T): T {
  const inner = (value as { default?: T } | null)?.default;
  return inner !== undefined && typeof value !== 'function' ? inner : value;
}
