/**
 * Email addresses (docs/product/suppliers-and-accounts.md#team-administration): letters, digits and
 * apostrophes with optional single separators (. _ -), an @, a domain and a top-level part of 2 or more
 * letters. Plain code so the login screen needs no zod.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{N}'+]+(?:[._-][\p{L}\p{N}'+]+)*@[\p{L}\p{N}]+(?:[.-][\p{L}\p{N}]+)*\.\p{L}{2,}$/u;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

/**
 * Login usernames must be emails (docs/product/suppliers-and-accounts.md#logging-in). A value with an at-sign
 * that is not a valid email is refused before anything is sent.
 */
export function isMalformedUsername(value: string): boolean {
  return value.includes('@') && !isValidEmail(value);
}
