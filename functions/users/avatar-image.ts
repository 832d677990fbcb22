import { AVATAR_MAX_BYTES } from '../../shared/domain/limits.js';
import { AppError } from '../core/app-error.js';

export interface AvatarImage {
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * What an uploaded file really is, from its first bytes: a declared name or content type proves nothing.
 * Only JPEG (jpg, jpeg) and PNG are avatars (docs/product/suppliers-and-accounts.md#team-administration);
 * anything else is null.
 */
export function detectAvatarImage(bytes: Uint8Array): AvatarImage | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG_SIGNATURE)) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}

/** Accepts an avatar of at most 2 MB that is a JPEG or a PNG; refuses anything else with its catalogue code. */
export function checkAvatar(bytes: Uint8Array): AvatarImage {
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError('userAvatarTooLarge', { details: { bytes: bytes.length, max: AVATAR_MAX_BYTES } });
  }
  const image = detectAvatarImage(bytes);
  if (!image) throw new AppError('userAvatarInvalidFormat', { details: { bytes: bytes.length } });
  return image;
}
