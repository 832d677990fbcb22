import { ZDocumentUploadStart } from '../../../../shared/schemas/documents';
import { validateForm } from '../validate-form';
import type { DocumentMeta } from './uploader';

/**
 * What the start route's schema says of the upload a form would open, by the form's fields (decision 081):
 * the file's name and size are the file field's. Whether a file was chosen is the form's own check (the
 * server sees only its name and size), so without one its name and size are not named.
 */
export function uploadStartProblems(file: File | null, meta: DocumentMeta): Record<string, string> {
  const start = { fileName: file?.name, size: file?.size, ...meta };
  const { fileName, size, ...fields } = validateForm(ZDocumentUploadStart, start)?.fields ?? {};
  const about = fileName ?? size;
  return file && about ? { ...fields, file: about } : fields;
}
