import type * as z from 'zod/mini';
import { validateForm } from '../validate-form';

/**
 * What an upload route's start schema (ZDocumentUploadStart, ZSupplierDocumentUploadStart) says of the upload
 * a form would open, by the form's fields (decision 081): the file's name and size are the file field's.
 * Whether a file was chosen is the form's own check (the server sees only its name and size), so without one
 * its name and size are not named.
 */
export function uploadStartProblems(
  schema: z.ZodMiniType,
  file: File | null,
  fields: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const start = { fileName: file?.name, size: file?.size, ...fields };
  const { fileName, size, ...problems } = validateForm(schema, start)?.fields ?? {};
  const about = fileName ?? size;
  return file && about ? { ...problems, file: about } : problems;
}
