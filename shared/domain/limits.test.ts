import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../error-catalogue.js';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_MB,
  LIST_IMPORT_MAX_ROWS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits.js';

describe('limits', () => {
  it('states the avatar limit in MB and in bytes alike', () => {
    expect(AVATAR_MAX_BYTES).toBe(AVATAR_MAX_MB * 1024 ** 2);
  });

  it('leaves room between the password bounds', () => {
    expect(PASSWORD_MIN_LENGTH).toBeLessThan(PASSWORD_MAX_LENGTH);
  });

  it('states the import row limit in its messages', () => {
    expect(ERROR_CATALOGUE.listImportTooManyRows.en).toContain(LIST_IMPORT_MAX_ROWS.toLocaleString('en-US'));
    expect(ERROR_CATALOGUE.listImportTooManyRows.fr).toContain('20 000');
    expect(LIST_IMPORT_MAX_ROWS).toBe(20_000);
  });
});
