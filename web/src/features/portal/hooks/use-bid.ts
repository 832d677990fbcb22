import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveRows } from '../../../../../shared/domain/forms/form-columns';
import type { FormDefinition, FormEntries } from '../../../../../shared/domain/forms/form-model';
import { findMissingItems, type MissingItem } from '../../../../../shared/domain/submissions/bid-content';
import { formErrorsOf } from '../../../lib/form-errors';
import {
  submitBid,
  useBidSubmission,
  withdrawBid,
  type BidPath,
  type BidSubmission,
} from '../api/submission-api';
import type { EntryOf } from '../components/entry-list-section';
import { PORTAL_NS } from '../i18n';
import { saveChangedParts } from './save-changed-parts';

export type Answers = { questions: Record<string, string>; termsAccepted: string[] };
export type Security = { submissionRequirementId: string; issuer: string; reference: string };
/** The parts typed on this screen besides the forms, as the server saves them. */
export type Draft = {
  answers: Answers;
  references: EntryOf<'reference'>[];
  subcontractors: EntryOf<'subcontractor'>[];
  securities: Security[];
};
/** The forms' entries by tender table, as typed. */
export type FormsDraft = Record<string, FormEntries>;
export type RequirementItem = BidSubmission['requirements']['items'][number];
export type BidMessage = { kind: 'error' | 'success'; text: string };

const emptyDraft: Draft = {
  answers: { questions: {}, termsAccepted: [] },
  references: [],
  subcontractors: [],
  securities: [],
};

/** A form's entries: one per live row, with what was saved for it, if anything. */
export const entriesOf = (definition: FormDefinition, saved: FormEntries | undefined): FormEntries => ({
  rows: liveRows(definition).map((row) => ({
    rowId: row.id,
    cells: { ...(saved?.rows.find((r) => r.rowId === row.id)?.cells ?? {}) },
  })),
});

/** What the bid's rule (the one the server runs on submit) finds missing from the bid as typed. */
function missingFrom(data: BidSubmission, forms: FormsDraft, draft: Draft): MissingItem[] {
  return findMissingItems({
    settings: data.requirements.settings,
    items: data.requirements.items,
    forms: data.requirements.forms,
    bid: {
      forms,
      ...draft,
      files: data.files
        .filter((f) => f.state === 'stored' && f.sha256)
        .map((f) => ({
          submissionRequirementId: f.submissionRequirementId,
          fileName: f.fileName,
          size: f.size,
          sha256: f.sha256!,
        })),
    },
  });
}

/**
 * The supplier's bid (decision 054): the server's answer, the drafts typed over it, what is missing, and the
 * changes (save, submit, withdraw), each showing its outcome in `message` and the bid it answers.
 */
export function useBid(params: BidPath) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const { data, error, mutate } = useBidSubmission(params);
  const [forms, setForms] = useState<FormsDraft>({});
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [savedJson, setSavedJson] = useState('');
  const [message, setMessage] = useState<BidMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const loadedFor = useRef<string | null>(null);

  // The drafts start from what the server holds: on the first answer and after each save or submit (whose
  // answer is the bid again), not after a file change, which leaves what is being typed as it is.
  useEffect(() => {
    if (!data || loadedFor.current !== null) return;
    loadedFor.current = 'loaded';
    const next: FormsDraft = {};
    for (const form of data.requirements.forms)
      next[form.tenderTableId] = entriesOf(form.definition, data.parts.forms[form.tenderTableId]?.entries);
    const nextDraft: Draft = {
      answers: data.parts.answers?.content ?? emptyDraft.answers,
      references: data.parts.references?.content ?? [],
      subcontractors: data.parts.subcontractors?.content ?? [],
      securities: data.parts.securities?.content ?? [],
    };
    setForms(next);
    setDraft(nextDraft);
    setSavedJson(JSON.stringify({ next, nextDraft }));
  }, [data]);

  const missing = useMemo(() => (data ? missingFrom(data, forms, draft) : []), [data, forms, draft]);
  const unsaved = savedJson !== '' && savedJson !== JSON.stringify({ next: forms, nextDraft: draft });
  const submissionVersion = data?.submission?.version ?? 0;

  /** Shows a bid the server answered, keeping the drafts as typed (a file's change, a no-bid). */
  const show = (next: BidSubmission) => void mutate(next, { revalidate: false });

  const act = async (change: () => Promise<BidSubmission>, done: string) => {
    setMessage(null);
    setBusy(true);
    try {
      const next = await change();
      loadedFor.current = null;
      await mutate(next, { revalidate: false });
      setMessage({ kind: 'success', text: done });
    } catch (err) {
      const { message: text, fields } = formErrorsOf(err);
      setMessage({ kind: 'error', text: text ?? Object.values(fields)[0] ?? t('submission.failed') });
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = (bid: BidSubmission) =>
    saveChangedParts({ params, bid, forms, draft, savedJson, language: i18n.language });
  // The changes act on the bid as loaded: the screen offers none before it is.
  const save = () => {
    if (data) void act(() => saveDraft(data), t('submission.saved'));
  };
  const submit = () => {
    if (!data) return;
    void act(async () => {
      const saved = unsaved ? await saveDraft(data) : data;
      return submitBid(params, saved.submission?.version ?? 0);
    }, t('submission.submitted'));
  };
  const withdraw = () => void act(() => withdrawBid(params, submissionVersion), t('submission.withdrawn'));

  return {
    data,
    error,
    forms,
    setForm: (tenderTableId: string, entries: FormEntries) =>
      setForms({ ...forms, [tenderTableId]: entries }),
    draft,
    setDraft,
    missing,
    unsaved,
    busy,
    message,
    show,
    save,
    submit,
    withdraw,
  };
}

export type BidState = ReturnType<typeof useBid>;

/** The bid's requirement items of one kind (its questions, its documents…), in their order. */
export const itemsOf = (bid: BidSubmission, kind: RequirementItem['kind']) =>
  bid.requirements.items.filter((item) => item.kind === kind);
