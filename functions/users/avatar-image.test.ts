import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../shared/domain/limits.js';
import { AppError } from '../core/app-error.js';
import { checkAvatar, detectAvatarImage } from './avatar-image.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('detectAvatarImage', () => {
  it.each([
    ['png', png, 'image/png'],
    ['jpeg', jpeg, 'image/jpeg'],
  ])('recognises %s by its magic bytes', (_name, bytes, type) => {
    expect(detectAvatarImage(bytes)?.contentType).toBe(type);
  });

  it.each([
    ['gif', Buffer.from('GIF89a....')],
    ['pdf', Buffer.from('%PDF-1.7\n')],
    ['text named .png', Buffer.from('not really a picture')],
    ['truncated png signature', png.subarray(0, 7)],
    ['truncated jpeg signature', jpeg.subarray(0, 2)],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectAvatarImage(bytes)).toBeNull();
  });
});

describe('checkAvatar', () => {
  it('accepts a png of exactly 2 MB', () => {
    const bytes = Buffer.alloc(AVATAR_MAX_BYTES);
    png.copy(bytes);
    expect(checkAvatar(bytes)).toEqual({ contentType: 'image/png', extension: 'png' });
  });

  it('refuses one byte over 2 MB as too large, before looking at the type', () => {
    const bytes = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    png.copy(bytes);
    expect(codeOf(() => checkAvatar(bytes))).toBe('userAvatarTooLarge');
  });

  it('refuses a file that is not jpg or png as an invalid format', () => {
    expect(codeOf(() => checkAvatar(Buffer.from('GIF89a....')))).toBe('userAvatarInvalidFormat');
  });
});
