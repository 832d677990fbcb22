import { computeForm } from '../../../../../shared/domain/forms/form-engine';
import type { FormEntries } from '../../../../../shared/domain/forms/form-model';
import { saveBidForm, saveBidPart, type BidPath, type BidSubmission } from '../api/submission-api';
import { refusedFormMessage } from '../components/bid-rules';
import type { Draft, FormsDraft } from './use-bid';

/**
 * Saves what changed since the bid was last loaded (`savedJson`): each form and each other part at its
 * version, in turn, since the bid's version moves with every save. Answers the bid as the last save left it.
 */
export async function saveChangedParts({
  params,
  bid,
  forms,
  draft,
  savedJson,
  language,
}: {
  params: BidPath;
  bid: BidSubmission;
  forms: FormsDraft;
  draft: Draft;
  savedJson: string;
  language: string;
}): Promise<BidSubmission> {
  // What the server would refuse (a signed price, a malformed number) is refused here, before sending.
  const refused = refusedFormMessage(
    bid.requirements.forms.map((form) => ({
      definition: form.definition,
      entries: forms[form.tenderTableId],
    })),
    language,
  );
  if (refused) throw new Error(refused);
  let version = bid.submission?.version ?? 0;
  let latest: BidSubmission | undefined;
  const saved = JSON.parse(savedJson || '{}') as {
    next?: Record<string, FormEntries>;
    nextDraft?: Draft;
  };
  for (const form of bid.requirements.forms) {
    const entries = forms[form.tenderTableId];
    if (!entries || JSON.stringify(entries) === JSON.stringify(saved.next?.[form.tenderTableId])) continue;
    const result = computeForm(form.definition, entries);
    latest = await saveBidForm(
      { ...params, tenderTableId: form.tenderTableId },
      {
        submissionVersion: version,
        version: bid.parts.forms[form.tenderTableId]?.version ?? 0,
        entries,
        // The discount figures too: the server refuses figures that differ from its engine's, so what the
        // supplier saw is what it commits to.
        totals: {
          subtotal: result.subtotal,
          tax: result.tax,
          total: result.total,
          promptPayDiscount: result.promptPayDiscount,
          totalAfterDiscount: result.totalAfterDiscount,
        },
      },
    );
    version = latest.submission?.version ?? version;
  }
  const changed = (part: keyof Draft) =>
    JSON.stringify(draft[part]) !== JSON.stringify(saved.nextDraft?.[part]);
  const savePart = async (body: Parameters<typeof saveBidPart>[1]) => {
    latest = await saveBidPart(params, body);
    version = latest.submission?.version ?? version;
  };
  const at = (part: keyof Draft) => ({
    submissionVersion: version,
    version: bid.parts[part]?.version ?? 0,
  });
  if (changed('answers')) await savePart({ part: 'answers', ...at('answers'), content: draft.answers });
  if (changed('references'))
    await savePart({ part: 'references', ...at('references'), content: draft.references });
  if (changed('subcontractors'))
    await savePart({ part: 'subcontractors', ...at('subcontractors'), content: draft.subcontractors });
  if (changed('securities'))
    await savePart({ part: 'securities', ...at('securities'), content: draft.securities });
  return latest ?? bid;
}
