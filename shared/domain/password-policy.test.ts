import { describe, expect, it } from 'vitest';
import { isMalformedUsername, isValidEmail } from './email-address.js';
import { brokenPasswordRules, isPasswordComplex } from './password-policy.js';

describe('password policy', () => {
  it.each([
    ['Tenderbox!2026', []],
    ['Ab!defgh', []],
    ['Ab!defg', ['minLength']],
    ['tenderbox!2026', ['upperCase']],
    ['TENDERBOX!2026', ['lowerCase']],
    ['Tenderbox2026', ['special']],
    ['', ['minLength', 'upperCase', 'lowerCase', 'special']],
    ['Éléphant#1', []],
  ])('%j breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
    expect(isPasswordComplex(password)).toBe(broken.length === 0);
  });
});

describe('email addresses', () => {
  it.each([
    ['lead@demo.example', true],
    ["o'brien@city.ca", true],
    ['first.last-name_x@sub.domain.org', true],
    ['a..b@demo.example', false],
    ['a@b', false],
    ['a@b.c', false],
    ['@demo.example', false],
    ['lead@demo..example', false],
    ['lead demo@demo.example', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });

  it('flags a username with an at-sign that is not an email', () => {
    expect(isMalformedUsername('lead@demo')).toBe(true);
    expect(isMalformedUsername('lead@demo.example')).toBe(false);
    expect(isMalformedUsername('lead')).toBe(false);
  });
});
