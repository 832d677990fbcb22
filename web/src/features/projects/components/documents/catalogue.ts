import { DOCUMENT_ERRORS } from '../../../../../../shared/errors/documents';

/** A documents rule's catalogue message in the user's language: the same text the server answers with. */
export function catalogueMessageFor(code: string, language: string): string {
  const entry = DOCUMENT_ERRORS[code as keyof typeof DOCUMENT_ERRORS];
  if (!entry) return code;
  return language.startsWith('fr') ? entry.fr : entry.en;
}
