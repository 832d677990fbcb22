import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MAX_MB, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';

describe('limits', () => {
  it('states the avatar limit in MB and in bytes alike', () => {
    expect(AVATAR_MAX_BYTES).toBe(AVATAR_MAX_MB * 1024 ** 2);
  });

  it('leaves room between the password bounds', () => {
    expect(PASSWORD_MIN_LENGTH).toBeLessThan(PASSWORD_MAX_LENGTH);
  });
});
