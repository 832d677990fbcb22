/**
 * A supplier's bid as the rules read it (issue 10 item 1, decision 054): its parts (form entries per form,
 * answers, references, subcontractors, securities) and its files, checked against the project's submission
 * requirements and bid forms. `findMissingItems` says what the bid still lacks before it may be submitted:
 * the portal's screen shows it as the supplier types and the server refuses a submit with the same list.
 * `bidDigestDocument` is the canonical text whose SHA-256 the receipt holds. Pure.
 */
import { computeForm } from '../forms/form-engine.js';
import { canDeleteColumn } from '../forms/form-rules.js';
import type { FormDefinition, FormEntries } from '../forms/form-model.js';
import type { RequirementSettingsFacts } from '../projects/submission-requirements.js';
import { canonicalJson, type CanonicalValue } from './canonical-json.js';

/**
 * A form as a bidder sees and fills it: the columns hidden from the public that the bidder does not type and
 * no calculation needs (the City's estimate) are left out, with their cells. The server runs the engine on
 * this definition too, so the totals it stores and answers never carry a hidden column's figures.
 */
export function supplierFormDefinition(definition: FormDefinition): FormDefinition {
  const hidden = new Set(
    definition.columns
      .filter((c) => c.hiddenOnPublic && !c.bidderInput && canDeleteColumn(definition, c.key))
      .map((c) => c.key),
  );
  if (hidden.size === 0) return definition;
  const visible = (cells: Record<string, string>) =>
    Object.fromEntries(Object.entries(cells).filter(([key]) => !hidden.has(key)));
  return {
    ...definition,
    columns: definition.columns.filter((c) => !hidden.has(c.key)),
    rows: definition.rows.map((row) => ({ ...row, cells: visible(row.cells) })),
  };
}

/** The part id of a form's entries: one part per bid form. */
export const formPartId = (tenderTableId: string) => `form.${tenderTableId}`;
/** The parts other than forms, each saved whole. */
export const SUBMISSION_PART_KINDS = ['answers', 'references', 'subcontractors', 'securities'] as const;
export type SubmissionPartKind = (typeof SUBMISSION_PART_KINDS)[number];

export const SUBMISSION_REFERENCES_MAX = 10;
export const SUBMISSION_SUBCONTRACTORS_MAX = 50;
export const SUBMISSION_ANSWER_MAX_LENGTH = 4_000;
export const SUBMISSION_TEXT_MAX_LENGTH = 200;

export type BidAnswers = {
  /** A question requirement's answer, by its requirement id. */
  questions: Record<string, string>;
  /** The terms requirements the supplier accepted, by id. */
  termsAccepted: string[];
};
export type BidReference = {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  description: string;
};
export type BidSubcontractor = { companyName: string; trade: string };
export type BidSecurity = { submissionRequirementId: string; issuer: string; reference: string };

/** What a bid holds, as saved: every part is optional until saved once. */
export type BidContent = {
  forms: Record<string, FormEntries>;
  answers?: BidAnswers;
  references?: BidReference[];
  subcontractors?: BidSubcontractor[];
  securities?: BidSecurity[];
  files: BidFile[];
};
export type BidFile = { submissionRequirementId: string; fileName: string; size: number; sha256: string };

/** A requirement item as the rules read it (the stored item satisfies it). */
export type RequirementItemFacts = {
  submissionRequirementId: string;
  kind: 'document' | 'instruction' | 'question' | 'security' | 'terms';
  title: string;
  content: Record<string, unknown>;
};
export type BidFormFacts = { tenderTableId: string; definition: FormDefinition };

export type MissingItem =
  | { code: 'formNotFilled' | 'formProblems'; id: string; title: string }
  | { code: 'questionUnanswered' | 'questionNumberExpected'; id: string; title: string }
  | { code: 'termsNotAccepted' | 'securityMissing' | 'documentMissing'; id: string; title: string }
  | { code: 'referencesTooFew'; required: number; given: number }
  | { code: 'subcontractorsRequired' };

/** A number answer: digits with an optional sign and decimals, as a person types an amount or a count. */
const NUMBER_ANSWER = /^-?\d+(?:[.,]\d+)?$/;

const hasCells = (entries: FormEntries | undefined) =>
  entries !== undefined &&
  [...entries.rows, ...(entries.addedRows ?? [])].some((row) =>
    Object.values(row.cells).some((cell) => cell.trim() !== ''),
  );

/**
 * What the bid still lacks, in the order the screen shows the sections: forms (prices, then
 * specifications, each in the project's order), questions, terms, references, subcontractors, securities,
 * documents. Only the sections the requirements use count. Empty: the bid may be submitted.
 */
export function findMissingItems(requirements: {
  settings: RequirementSettingsFacts;
  items: readonly RequirementItemFacts[];
  forms: readonly BidFormFacts[];
  bid: BidContent;
}): MissingItem[] {
  const { settings, items, forms, bid } = requirements;
  const missing: MissingItem[] = [];
  const used = (kind: RequirementItemFacts['kind']) =>
    items.filter((item) => item.kind === kind && sectionOf(settings, kind).used);

  for (const tableType of ['price', 'specification'] as const) {
    if (!(tableType === 'price' ? settings.prices : settings.specifications).used) continue;
    for (const form of forms.filter((f) => f.definition.tableType === tableType)) {
      const entries = bid.forms[form.tenderTableId];
      const title = form.definition.name;
      if (!hasCells(entries)) {
        if (form.definition.mandatory) missing.push({ code: 'formNotFilled', id: form.tenderTableId, title });
      } else if (computeForm(form.definition, entries).problems.length > 0)
        missing.push({ code: 'formProblems', id: form.tenderTableId, title });
    }
  }
  for (const question of used('question')) {
    const answer = bid.answers?.questions[question.submissionRequirementId]?.trim() ?? '';
    const id = question.submissionRequirementId;
    if (answer === '') {
      if (question.content.mandatory === true)
        missing.push({ code: 'questionUnanswered', id, title: question.title });
    } else if (question.content.answerType === 'number' && !NUMBER_ANSWER.test(answer))
      missing.push({ code: 'questionNumberExpected', id, title: question.title });
  }
  if (settings.terms.acceptanceRequired)
    for (const terms of used('terms'))
      if (!bid.answers?.termsAccepted.includes(terms.submissionRequirementId))
        missing.push({ code: 'termsNotAccepted', id: terms.submissionRequirementId, title: terms.title });
  if (settings.references.used) {
    const given = bid.references?.length ?? 0;
    if (given < settings.references.required)
      missing.push({ code: 'referencesTooFew', required: settings.references.required, given });
  }
  if (settings.subcontractors.used && settings.subcontractors.mandatory && !bid.subcontractors?.length)
    missing.push({ code: 'subcontractorsRequired' });
  for (const security of used('security'))
    if (!bid.securities?.some((s) => s.submissionRequirementId === security.submissionRequirementId))
      missing.push({ code: 'securityMissing', id: security.submissionRequirementId, title: security.title });
  for (const document of used('document'))
    if (
      document.content.mandatory === true &&
      !bid.files.some((f) => f.submissionRequirementId === document.submissionRequirementId)
    )
      missing.push({ code: 'documentMissing', id: document.submissionRequirementId, title: document.title });
  return missing;
}

function sectionOf(settings: RequirementSettingsFacts, kind: RequirementItemFacts['kind']) {
  const sections = {
    document: settings.documents,
    instruction: settings.instructions,
    question: settings.questions,
    security: settings.security,
    terms: settings.terms,
  } as const;
  return sections[kind];
}

/** Who and what a receipt's digest names besides the content. */
export type BidIdentity = {
  agencyId: string;
  projectId: string;
  submissionId: string;
  vendorId: string;
  companyName: string;
};

/**
 * The canonical text of a bid's content (decision 054): its identity, every part and every file's name,
 * size and SHA-256. Forms are keyed by their id and rows kept in the order the supplier gave them (the
 * canonical form sorts object keys, not arrays: an array's order is part of the content); files are sorted
 * by requirement and name. The receipt's digest is this text's SHA-256; the timestamp sits beside it.
 */
export function bidDigestDocument(identity: BidIdentity, bid: BidContent): string {
  const files = [...bid.files].sort(
    (a, b) =>
      compare(a.submissionRequirementId, b.submissionRequirementId) ||
      compare(a.fileName, b.fileName) ||
      compare(a.sha256, b.sha256),
  );
  const document = {
    format: 'tenderbox.bid.v1',
    ...identity,
    forms: bid.forms,
    answers: bid.answers,
    references: bid.references,
    subcontractors: bid.subcontractors,
    securities: bid.securities,
    files,
  };
  return canonicalJson(document as unknown as CanonicalValue);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** SHA-256 of a text's UTF-8 bytes, in hex, with Web Crypto: the same in the browser and in Node 22. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The receipt's digest of a bid: the SHA-256 of its canonical document. */
export const bidDigest = (identity: BidIdentity, bid: BidContent) =>
  sha256Hex(bidDigestDocument(identity, bid));
