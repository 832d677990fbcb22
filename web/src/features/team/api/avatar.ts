import { AVATAR_MAX_BYTES } from '../../../../../shared/domain/limits';

/**
 * The avatar file check done before uploading (docs/product/suppliers-and-accounts.md#team-administration):
 * jpg, jpeg or png, at most 2 MB.
 */
export type AvatarProblem = 'format' | 'size' | null;

export function checkAvatarFile(file: { name: string; type: string; size: number }): AvatarProblem {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const typeOk = file.type === '' || file.type === 'image/jpeg' || file.type === 'image/png';
  if (!['jpg', 'jpeg', 'png'].includes(ext) || !typeOk) return 'format';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
