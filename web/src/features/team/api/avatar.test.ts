import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar';

describe('checkAvatarFile (docs/product/suppliers-and-accounts.md#team-administration)', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ name: 'me.jpg', type: 'image/jpeg', size: MB }, null],
    [{ name: 'ME.JPEG', type: 'image/jpeg', size: 2 * MB }, null],
    [{ name: 'me.png', type: 'image/png', size: 10 }, null],
    [{ name: 'me.png', type: 'image/png', size: 2 * MB + 1 }, 'size'],
    [{ name: 'me.gif', type: 'image/gif', size: 10 }, 'format'],
    [{ name: 'me.png', type: 'application/pdf', size: 10 }, 'format'],
    [{ name: 'png', type: '', size: 10 }, 'format'],
  ] as const)('%o → %s', (file, expected) => {
    expect(checkAvatarFile(file)).toBe(expected);
  });
});
