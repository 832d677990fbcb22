/**
 * Password policy (issue: identity; docs/product/suppliers-and-accounts.md#passwords-and-links): at least 8
 * characters, with an upper case letter, a lower case letter and a special character. Returns the rules a
 * password breaks, so forms can say exactly what is missing.
 */
import { PASSWORD_MIN_LENGTH } from './limits.js';

export type PasswordRule = 'minLength' | 'upperCase' | 'lowerCase' | 'special';

export function brokenPasswordRules(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) broken.push('minLength');
  if (!/\p{Lu}/u.test(password)) broken.push('upperCase');
  if (!/\p{Ll}/u.test(password)) broken.push('lowerCase');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) broken.push('special');
  return broken;
}

export function isPasswordComplex(password: string): boolean {
  return brokenPasswordRules(password).length === 0;
}
