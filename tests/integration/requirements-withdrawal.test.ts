/**
 * Locking the submission requirements and withdrawing completed submissions (docs/product/bids.md#its-life;
 * decision 040) on the local runtime: completed submissions lock the forms; unlocking without naming their
 * count answers 409 with it; naming it withdraws them to incomplete, unlocks the forms and emails each bidder
 * (the local mailbox); a stale count changes nothing; after close, refused. A prompt-pay change and an
 * addendum to an open bid warn and withdraw the same way. A column's type is kept while active submissions
 * exist. The activity feed shows the withdrawal. Submissions come with a later issue: they are written here
 * with the entity module, and a bid open to suppliers is made so by writing its status (publishing waits for
 * a date).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Submission, type SubmissionRecord } from '../../functions/core/db/entities/submission.js';
import { submissionsOfProject } from '../../functions/core/db/entities/submission-keys.js';
import { Project } from '../../functions/core/db/entities/project.js';
import { createItem, queryAll } from '../../functions/core/db/ops.js';
import { transact, tx } from '../../functions/core/db/transaction.js';
import type { FormDefinition } from '../../shared/domain/forms/form-model.js';
import type { ProjectStatus } from '../../shared/domain/projects/project-types.js';
import type { SubmissionStatus } from '../../shared/domain/submissions/submission-status.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { interpolate } from '../../shared/errors.js';
import { stackTimeIn } from '../helpers/clock.js';
import { mailbox } from '../helpers/mailbox.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { priceForm } from '../support/large-form.js';
import {
  complete,
  create,
  expectCatalogueError,
  inSeconds,
  loadRefs,
  PROJECTS,
  read,
  tag,
  DAY,
} from './projects-support.js';

const TABLES = '/api/v1/customer/{customerId}/node/{nodeId}/TenderTables';
const UNLOCK = `${PROJECTS}/UnlockRequirements`;
const LOCK = `${PROJECTS}/RequirementsLock`;
const UPLOADS = '/api/v1/customer/{customerId}/node/{nodeId}/Documents/Uploads';
const LANGS = ['en', 'fr'] as const;

let lead: SignedIn;
let customerId: string;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
});

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

/** A project with a saved price form, in the status given (written: a bid opens at its publish date). */
async function projectWithForm(status: ProjectStatus = 'published') {
  const { project } = await create(lead, { name: `Withdrawal ${tag()}` });
  const completed = await complete(lead, project, inSeconds(DAY));
  const added = await lead.call('POST', TABLES, {
    body: {
      projectId: project.projectId,
      name: 'Prices',
      tableType: 'price',
      mandatory: true,
      includeInSummary: true,
    },
  });
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  const form = values(added, 'tenderTable');
  const saved = await lead.call('PUT', TABLES, {
    body: { tenderTableId: form.tenderTableId, version: 1, definition: priceForm('Prices') },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  await transact([tx.update(Project, { customerId, projectId: project.projectId }, { set: { status } })]);
  return {
    projectId: project.projectId as string,
    name: completed.name as string,
    tenderTableId: form.tenderTableId as string,
  };
}

/** Bids written directly (the submission issue adds the supplier's side), each with its own address. */
async function addSubmissions(projectId: string, statuses: readonly SubmissionStatus[]) {
  const made: SubmissionRecord[] = [];
  for (const status of statuses) {
    const id = tag();
    made.push(
      await createItem(Submission, {
        customerId,
        projectId,
        submissionId: `submission-${id}`,
        status,
        companyName: `Bidder ${id} Ltd.`,
        contactName: `Contact ${id}`,
        contactEmail: `bids-${id}@bidder.example`,
        ...(status === 'complete' ? { completedAt: stackTimeIn(0) } : {}),
      }),
    );
  }
  return made;
}

const statusesOf = async (projectId: string) =>
  Object.fromEntries(
    (await queryAll(Submission, submissionsOfProject(customerId, projectId))).map((s) => [
      s.submissionId,
      s.status,
    ]),
  );

const unlock = (projectId: string, body: Record<string, unknown> = {}, lang: 'en' | 'fr' = 'en') =>
  lead.call('POST', `${UNLOCK}?projectId=${projectId}`, { body, lang });

const lockOf = async (projectId: string) =>
  values(await lead.call('GET', `${LOCK}?projectId=${projectId}`), 'requirementsLock');

async function formSave(tenderTableId: string, change: (d: FormDefinition) => FormDefinition = (d) => d) {
  const read = values(await lead.call('GET', `${TABLES}?tenderTableId=${tenderTableId}`), 'tenderTable');
  return lead.call('PUT', TABLES, {
    body: { tenderTableId, version: read.version, definition: change(read.definition) },
  });
}

/** The warning: 409 with the count in details and in the catalogue's text, in the language asked for. */
function expectWarning(res: { status: number; json: any }, count: number, lang: 'en' | 'fr' = 'en') {
  expect(res.status, JSON.stringify(res.json)).toBe(409);
  expect(res.json.error.code).toBe('submissionsWouldBeWithdrawn');
  expect(res.json.error.details).toEqual({ completedSubmissions: count });
  expect(res.json.error.message).toBe(
    interpolate(ERROR_CATALOGUE.submissionsWouldBeWithdrawn[lang], { completedSubmissions: count }),
  );
}

/** The emails sent to these bidders: exactly one each, naming the project. */
async function expectOneEmailEach(bidders: readonly SubmissionRecord[], projectName: string) {
  const emails = await mailbox();
  for (const bidder of bidders) {
    const mine = emails.filter((e) => e.destination.to.includes(bidder.contactEmail));
    expect(mine, bidder.contactEmail).toHaveLength(1);
    expect(mine[0]!.subject).toContain(projectName);
    expect(mine[0]!.body.text).toContain(projectName);
    expect(mine[0]!.body.text).toContain(bidder.companyName);
    expect(mine[0]!.body.html).toContain('<p>');
  }
}

const emailsTo = async (bidders: readonly SubmissionRecord[]) =>
  (await mailbox()).filter((e) => bidders.some((b) => e.destination.to.includes(b.contactEmail)));

describe('locking and unlocking the submission requirements', () => {
  it('locks the forms while completed submissions exist, and unlocking withdraws them after the warning', async () => {
    const project = await projectWithForm('open');
    const [first, second, working] = await addSubmissions(project.projectId, [
      'complete',
      'complete',
      'incomplete',
    ]);

    // Locked: the forms refuse a save, and the lock says why with the count.
    for (const lang of LANGS) {
      const refused = await lead.call('PUT', TABLES, {
        body: { tenderTableId: project.tenderTableId, version: 2, definition: priceForm('Prices') },
        lang,
      });
      expectCatalogueError(refused, 'tenderTablesSubmitted', lang);
    }
    expect(await lockOf(project.projectId)).toEqual({
      lock: 'tenderTablesSubmitted',
      completedSubmissions: 2,
    });

    // Without the count: the warning, in both languages, and nothing changed.
    for (const lang of LANGS) expectWarning(await unlock(project.projectId, {}, lang), 2, lang);
    // A stale count (the user saw one bid; another came in since): warned again with the count now.
    expectWarning(await unlock(project.projectId, { completedSubmissions: 1 }), 2);
    expect(await statusesOf(project.projectId)).toEqual({
      [first!.submissionId]: 'complete',
      [second!.submissionId]: 'complete',
      [working!.submissionId]: 'incomplete',
    });
    expect(await emailsTo([first!, second!, working!])).toEqual([]);

    // Naming the count: both withdrawn, the forms unlocked, each bidder emailed once.
    const unlocked = await unlock(project.projectId, { completedSubmissions: 2 });
    expect(unlocked.status, JSON.stringify(unlocked.json)).toBe(200);
    expect(values(unlocked, 'unlockedRequirements')).toEqual({ withdrawnSubmissions: 2 });
    expect(Object.values(await statusesOf(project.projectId))).toEqual([
      'incomplete',
      'incomplete',
      'incomplete',
    ]);
    expect(await lockOf(project.projectId)).toEqual({ lock: null, completedSubmissions: 0 });
    const saved = await formSave(project.tenderTableId, (d) => ({ ...d, heading: 'Revised prices' }));
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await expectOneEmailEach([first!, second!], project.name);
    expect(await emailsTo([working!])).toEqual([]);

    // Unlocking again with nothing completed withdraws nothing and sends nothing.
    const again = await unlock(project.projectId);
    expect(values(again, 'unlockedRequirements')).toEqual({ withdrawnSubmissions: 0 });
    expect(await emailsTo([first!, second!])).toHaveLength(2);

    // The activity feed shows the withdrawal with its reason and count.
    const feed = await lead.call(
      'GET',
      `/api/v1/customer/{customerId}/node/{nodeId}/AuditEvents/Search?projectId=${project.projectId}`,
    );
    const withdrawals = (values(feed, 'activities').items as any[]).filter(
      (e) => e.action === 'withdrawCompletedSubmissions',
    );
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]).toMatchObject({ actorId: lead.info.user.userId });
  });

  it('refuses to unlock after close, with the lock’s code, and changes nothing', async () => {
    const project = await projectWithForm('closed');
    const [bid] = await addSubmissions(project.projectId, ['complete']);
    for (const lang of LANGS)
      expectCatalogueError(
        await unlock(project.projectId, { completedSubmissions: 1 }, lang),
        'tenderTablesClosed',
        lang,
      );
    expect(await lockOf(project.projectId)).toEqual({ lock: 'tenderTablesClosed', completedSubmissions: 1 });
    expect(await statusesOf(project.projectId)).toEqual({ [bid!.submissionId]: 'complete' });
    expect(await emailsTo([bid!])).toEqual([]);
  });

  it('keeps a column’s type while active submissions exist, and allows the form’s other changes', async () => {
    const project = await projectWithForm('published');
    const retype = (type: 'unit' | 'descriptiveText') => (d: FormDefinition) => ({
      ...d,
      columns: d.columns.map((c) => (c.key === 'c1' ? { ...c, type } : c)),
    });
    // A withdrawn bid is not active: the type may change.
    await addSubmissions(project.projectId, ['withdrawn']);
    const allowed = await formSave(project.tenderTableId, retype('unit'));
    expect(allowed.status, JSON.stringify(allowed.json)).toBe(200);

    // An incomplete bid is: its entries were typed against the column.
    await addSubmissions(project.projectId, ['incomplete']);
    for (const lang of LANGS) {
      const current = values(
        await lead.call('GET', `${TABLES}?tenderTableId=${project.tenderTableId}`),
        'tenderTable',
      );
      const refused = await lead.call('PUT', TABLES, {
        body: {
          tenderTableId: project.tenderTableId,
          version: current.version,
          definition: retype('descriptiveText')(current.definition),
        },
        lang,
      });
      expectCatalogueError(refused, 'formColumnTypeLocked', lang);
      expect(refused.json.error.details).toEqual({ columnKeys: ['c1'], activeSubmissions: 1 });
    }
    const headed = await formSave(project.tenderTableId, (d) => ({ ...d, heading: 'Still open to changes' }));
    expect(headed.status, JSON.stringify(headed.json)).toBe(200);
  });
});

describe('changes that withdraw completed submissions', () => {
  it('warns before a prompt-pay change, then withdraws and emails; a stale count changes nothing', async () => {
    const project = await projectWithForm('published');
    const [bid] = await addSubmissions(project.projectId, ['complete']);
    const saveWith = async (extra: Record<string, unknown>, lang: 'en' | 'fr' = 'en') => {
      const { project: current } = await read(lead, project.projectId);
      return lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
        body: { version: current.version, details: { hasPromptPayDiscount: true }, ...extra },
        lang,
      });
    };
    for (const lang of LANGS) expectWarning(await saveWith({}, lang), 1, lang);
    expectWarning(await saveWith({ withdrawCompletedSubmissions: 2 }), 1);
    expect((await read(lead, project.projectId)).project.hasPromptPayDiscount).toBeUndefined();
    expect(await statusesOf(project.projectId)).toEqual({ [bid!.submissionId]: 'complete' });

    const saved = await saveWith({ withdrawCompletedSubmissions: 1 });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(values(saved, 'project').project.hasPromptPayDiscount).toBe(true);
    expect(await statusesOf(project.projectId)).toEqual({ [bid!.submissionId]: 'incomplete' });
    await expectOneEmailEach([bid!], project.name);
    const [email] = await emailsTo([bid!]);
    expect(email!.body.text).toContain('prompt-pay');

    // Other saves do not warn: the setting did not change.
    const { project: current } = await read(lead, project.projectId);
    const other = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: current.version, details: { hasPromptPayDiscount: true, durationMonths: 12 } },
    });
    expect(other.status, JSON.stringify(other.json)).toBe(200);
  });

  it('warns before an addendum to an open bid, then records it, withdraws and emails', async () => {
    const project = await projectWithForm('open');
    const [first, second] = await addSubmissions(project.projectId, ['complete', 'complete']);
    const content = Buffer.from('addendum no. 1');
    const body = {
      fileName: `addendum-${tag()}.pdf`,
      displayName: `Addendum ${tag()}`,
      size: content.length,
      contentType: 'application/pdf',
      documentType: 'addendum',
      pageCount: 1,
    };
    const start = (extra: Record<string, unknown>, lang: 'en' | 'fr' = 'en') =>
      lead.call('POST', `${UPLOADS}?projectId=${project.projectId}`, { body: { ...body, ...extra }, lang });
    for (const lang of LANGS) expectWarning(await start({}, lang), 2, lang);
    expectWarning(await start({ withdrawCompletedSubmissions: 1 }), 2);

    const started = await start({ withdrawCompletedSubmissions: 2 });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const { uploadId, key } = started.json.data.uploadDTO.values;
    const signed = await lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${project.projectId}`, {
      body: { uploadId, key, partNumbers: [1] },
    });
    const put = await fetch(signed.json.data.signedPartsDTO.values.parts[0].url, {
      method: 'PUT',
      body: content,
    });
    const parts = [{ partNumber: 1, etag: put.headers.get('etag')! }];
    const completeUpload = (extra: Record<string, unknown>) =>
      lead.call('POST', `${UPLOADS}/Complete?projectId=${project.projectId}`, {
        body: { uploadId, key, parts, ...extra },
      });

    // A third bid is completed during the upload: the complete warns again with three, nothing recorded.
    const [late] = await addSubmissions(project.projectId, ['complete']);
    expectWarning(await completeUpload({ withdrawCompletedSubmissions: 2 }), 3);
    expect(Object.values(await statusesOf(project.projectId)).filter((s) => s === 'complete')).toHaveLength(
      3,
    );
    const documents = async () =>
      (
        await lead.call(
          'GET',
          `/api/v1/customer/{customerId}/node/{nodeId}/Documents?projectId=${project.projectId}`,
        )
      ).json.data.documentsDTO.values.documents as any[];
    expect(await documents()).toEqual([]);

    // The confirmed retry completes the same upload.
    const completed = await completeUpload({ withdrawCompletedSubmissions: 3 });
    expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    expect((await documents()).map((d) => d.documentType)).toEqual(['addendum']);
    expect(Object.values(await statusesOf(project.projectId))).toEqual([
      'incomplete',
      'incomplete',
      'incomplete',
    ]);
    await expectOneEmailEach([first!, second!, late!], project.name);

    // Another type of document withdraws nothing and does not warn.
    const [bid] = await addSubmissions(project.projectId, ['complete']);
    const plain = await lead.call('POST', `${UPLOADS}?projectId=${project.projectId}`, {
      body: {
        ...body,
        fileName: `spec-${tag()}.pdf`,
        displayName: `Spec ${tag()}`,
        documentType: 'specification',
      },
    });
    expect(plain.status, JSON.stringify(plain.json)).toBe(201);
    expect(await statusesOf(project.projectId)).toMatchObject({ [bid!.submissionId]: 'complete' });
  });
});
