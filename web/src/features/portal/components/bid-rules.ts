/**
 * The bid screen's side of the rules a bid must meet (decision 069): the catalogue's own texts, in the
 * user's language, for what the shared rules refuse before anything is sent (form-engine's
 * refusedBidCells, bid-files' checkBidFileStart), so the screen says what the server would answer.
 */
import { computeForm, refusedBidCells } from '../../../../../shared/domain/forms/form-engine';
import type { FormDefinition, FormEntries } from '../../../../../shared/domain/forms/form-model';
import {
  acceptedExtensionsOf,
  checkBidFileStart,
  extensionsText,
  minimumPageCountOf,
} from '../../../../../shared/domain/submissions/bid-files';
import { interpolate } from '../../../../../shared/errors';
import { DOCUMENT_ERRORS } from '../../../../../shared/errors/documents';
import { FORM_ERRORS } from '../../../../../shared/errors/forms';
import { ONLINE_SUBMISSION_ERRORS } from '../../../../../shared/errors/online-submissions';

const TEXTS: Record<string, { en: string; fr: string }> = {
  ...DOCUMENT_ERRORS,
  ...FORM_ERRORS,
  ...ONLINE_SUBMISSION_ERRORS,
};

export function bidRuleMessage(
  code: string,
  language: string,
  params?: Record<string, string | number>,
): string {
  const entry = TEXTS[code];
  if (!entry) return code;
  return interpolate(language.startsWith('fr') ? entry.fr : entry.en, params);
}

/** The first cell the server would refuse in these forms, as its message; null when none. */
export function refusedFormMessage(
  forms: readonly { definition: FormDefinition; entries: FormEntries | undefined }[],
  language: string,
): string | null {
  for (const { definition, entries } of forms) {
    const refused = entries ? refusedBidCells(computeForm(definition, entries))[0] : undefined;
    if (refused) return bidRuleMessage(refused.code, language);
  }
  return null;
}

/** Why this file cannot be attached to this requirement, before any byte is sent; null when it can. */
export function refusedFileMessage(
  content: Record<string, unknown>,
  file: { name: string; size: number },
  language: string,
): string | null {
  const code = checkBidFileStart(content, { fileName: file.name, size: file.size });
  return code
    ? bidRuleMessage(code, language, {
        minimum: minimumPageCountOf(content),
        types: extensionsText(acceptedExtensionsOf(content)),
      })
    : null;
}
