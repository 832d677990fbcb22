/**
 * A path no screen of the app can have: a bad percent escape, an encoded slash or backslash inside a
 * segment, or a control character (NUL included) once decoded. The router shows the not-found page for
 * these instead of matching them against its routes (docs/decisions/018-identity-screens.md).
 */
export function isOddPath(pathname: string): boolean {
  if (/%(2f|5c)/i.test(pathname)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /\p{Cc}/u.test(decoded);
}
