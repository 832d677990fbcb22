/**
 * The stored public detail (decision 071) cannot drift from the records it summarises: after each route
 * that changes what the public detail shows (the project's save and lifecycle, its meetings and flags, its
 * documents, a published addendum, published questions, its team, plan takers and their visibility, a
 * delete), the stored item equals what assemblePublicDetail builds from the records now, and the public
 * route answers it. Each step also checks that the change shows, so a step that changed nothing public
 * cannot pass for one that was refreshed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PublicDetail } from '../../functions/core/db/entities/public-detail-record.js';
import { getItem } from '../../functions/core/db/ops.js';
import { assemblePublicDetail, storedDetailOf } from '../../functions/core/opportunities/public-detail.js';
import { api, type ApiAnswer } from '../helpers/api.js';
import { loginAs, newSupplier, type SignedIn } from '../helpers/session.js';
import {
  act,
  create,
  inSeconds,
  loadRefs,
  PROJECTS,
  publishNow,
  read,
  tag,
  viewOf,
} from './projects-support.js';

const DOCUMENTS = '/api/v1/customer/{customerId}/node/{nodeId}/Documents';
const UPLOADS = `${DOCUMENTS}/Uploads`;
const ADDENDA = `${PROJECTS}/Addenda`;
const TEAM = `${PROJECTS}/TeamMembers`;
const PLAN_TAKERS = `${PROJECTS}/PlanTakers`;
const QUESTIONS = '/api/v1/customer/{customerId}/node/{nodeId}/VendorQuestions';

let lead: SignedIn;
let evaluator: SignedIn;
let customerId: string;

const values = (res: ApiAnswer, name: string) => res.json.data[`${name}DTO`].values;
const ok = (res: ApiAnswer, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res;
};

beforeAll(async () => {
  [lead, evaluator] = await Promise.all([loginAs('lead@demo.example'), loginAs('evaluator@demo.example')]);
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
});

/**
 * The stored item against a fresh assembly from the records, and the public answer against both; returns
 * the detail (undefined when the bid is not listed, and then no item is stored).
 */
async function inStep(projectId: string) {
  const [stored, fresh] = await Promise.all([
    getItem(PublicDetail, { customerId, projectId }),
    assemblePublicDetail(customerId, projectId),
  ]);
  expect(stored ? storedDetailOf(stored) : undefined).toEqual(fresh);
  const res = await api('GET', `/api/v1/public/agencies/demo/opportunities/${projectId}`);
  if (fresh) {
    ok(res);
    const { anyoneMayAsk: _ask, ...shown } = values(res, 'publicOpportunity');
    expect(shown).toEqual(fresh.detail);
  }
  return fresh?.detail;
}

async function upload(projectId: string, documentType: string) {
  const bytes = Buffer.from(`document ${tag()}`);
  const started = ok(
    await lead.call('POST', `${UPLOADS}?projectId=${projectId}`, {
      body: {
        fileName: `file-${tag()}.txt`,
        displayName: `${documentType} ${tag()}`,
        size: bytes.length,
        contentType: 'text/plain',
        documentType,
        pageCount: 1,
      },
    }),
    201,
  );
  const { uploadId, key } = started.json.data.uploadDTO.values;
  const signed = await lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${projectId}`, {
    body: { uploadId, key, partNumbers: [1] },
  });
  const put = await fetch(signed.json.data.signedPartsDTO.values.parts[0].url, {
    method: 'PUT',
    body: bytes,
  });
  const completed = ok(
    await lead.call('POST', `${UPLOADS}/Complete?projectId=${projectId}`, {
      body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag')! }] },
    }),
    201,
  );
  return completed.json.data.documentDTO.values as { documentId: string; version: number };
}

describe('the stored public detail after every route that changes it', () => {
  let projectId: string;
  let project: { projectId: string; version: number };

  const save = async (body: Record<string, unknown>) => {
    const res = ok(
      await lead.call('PUT', `${PROJECTS}?projectId=${projectId}`, {
        body: { version: project.version, ...body },
      }),
    );
    project = viewOf(res).project;
  };

  it('is stored at publication (and not before), with what the project shows', async () => {
    const { project: created } = await create(lead, { name: `Drift zq${tag()}` });
    projectId = created.projectId;
    expect(await inStep(projectId)).toBeUndefined();
    project = await publishNow(lead, (await read(lead, projectId)).project);
    expect(await getItem(PublicDetail, { customerId, projectId })).toBeDefined();
    expect((await inStep(projectId))?.name).toBe(created.name);
  });

  it('follows the project’s saves: description, dates shown, meetings, team shown', async () => {
    await save({ settings: { name: `Drift renamed zq${tag()}` }, details: { description: 'Changed text.' } });
    expect(await inStep(projectId)).toMatchObject({ description: 'Changed text.' });
    await save({
      details: { tender: { showTeamMembers: true } },
      dates: {
        meetings: [
          {
            meetingId: 'site-visit',
            location: 'City hall',
            startsAt: inSeconds(3 * 86_400),
            showToPublic: true,
          },
        ],
      },
    });
    const shown = await inStep(projectId);
    expect(shown?.meetings?.map((m) => m.location)).toEqual(['City hall']);
    expect(shown?.team).toBeDefined();
  });

  it('follows documents: an upload, a rename, a delete', async () => {
    const document = await upload(projectId, 'specification');
    expect((await inStep(projectId))?.documents.map((d) => d.documentId)).toEqual([document.documentId]);
    const renamed = `Renamed ${tag()}`;
    ok(
      await lead.call('PUT', `${DOCUMENTS}?projectId=${projectId}&documentId=${document.documentId}`, {
        body: { version: document.version, displayName: renamed },
      }),
    );
    expect((await inStep(projectId))?.documents.map((d) => d.displayName)).toEqual([renamed]);
    ok(
      await lead.call('DELETE', `${DOCUMENTS}?projectId=${projectId}&documentId=${document.documentId}`),
      204,
    );
    expect((await inStep(projectId))?.documents).toEqual([]);
  });

  it('follows a published addendum (a draft shows nothing)', async () => {
    const drafted = ok(
      await lead.call('POST', `${ADDENDA}?projectId=${projectId}`, {
        body: { title: 'Delivery dates', text: 'Delivery moves to May.' },
      }),
      201,
    );
    const { addendumId } = values(drafted, 'addendum');
    expect((await inStep(projectId))?.publishedAddenda).toEqual([]);
    ok(
      await lead.call('POST', `${ADDENDA}/Publish?projectId=${projectId}&addendumId=${addendumId}`, {
        body: { version: 1 },
      }),
    );
    expect((await inStep(projectId))?.publishedAddenda.map((a) => a.title)).toEqual(['Delivery dates']);
  });

  it('follows published questions: recorded and published, then an answer changed', async () => {
    const recorded = ok(
      await lead.call('POST', `${QUESTIONS}?projectId=${projectId}`, {
        body: {
          fullName: 'Jordan Lee',
          company: 'Northwind Roofing',
          email: `jordan-${tag()}@northwind.example`,
          question: 'Is the site visit mandatory?',
          status: 'Complete',
          answer: 'Yes, it is.',
          answerViaEmail: false,
        },
      }),
      201,
    );
    const question = values(recorded, 'vendorQuestion');
    expect((await inStep(projectId))?.questions?.map((q) => q.answer)).toEqual(['Yes, it is.']);
    ok(
      await lead.call(
        'PUT',
        `${QUESTIONS}?projectId=${projectId}&tenderQuestionId=${question.tenderQuestionId}`,
        {
          body: {
            answer: 'No longer.',
            status: 'Complete',
            answerViaEmail: false,
            version: question.version,
          },
        },
      ),
    );
    expect((await inStep(projectId))?.questions?.map((q) => q.answer)).toEqual(['No longer.']);
  });

  it('follows the team: a member added, their role changed, removed', async () => {
    const userId = evaluator.info.user.userId as string;
    const before = (await inStep(projectId))?.team?.length ?? 0;
    ok(
      await lead.call('POST', `${TEAM}?projectId=${projectId}`, { body: { userId, role: 'evaluator' } }),
      201,
    );
    const added = await inStep(projectId);
    expect(added?.team).toHaveLength(before + 1);
    const member = `${TEAM}?projectId=${projectId}&userId=${userId}`;
    ok(
      await lead.call('PUT', member, {
        body: { version: 1, role: 'projectTeamMember', receiveQuestionEmail: false },
      }),
    );
    expect((await inStep(projectId))?.team).not.toEqual(added?.team);
    ok(await lead.call('DELETE', member), 204);
    expect((await inStep(projectId))?.team).toHaveLength(before);
  });

  it('follows plan takers: a registration, then hidden by the buyer', async () => {
    const taker = await newSupplier('drift');
    ok(await taker.call('POST', `/api/v1/portal/Bids/demo/${projectId}/PlanTaker`));
    expect((await inStep(projectId))?.planTakers).toEqual([taker.info.vendor.companyName]);
    const list = values(ok(await lead.call('GET', `${PLAN_TAKERS}?projectId=${projectId}`)), 'planTakers');
    ok(
      await lead.call('PUT', `${PLAN_TAKERS}?projectId=${projectId}`, {
        body: { isHidePlanTakers: true, version: list.version },
      }),
    );
    expect((await inStep(projectId))?.planTakers).toBeUndefined();
    project = (await read(lead, projectId)).project;
  });

  it('goes with a cancel, in the cancel’s transaction, and a delete leaves none', async () => {
    const cancelled = viewOf(ok(await act(lead, project, 'cancel', { reason: 'Withdrawn' }))).project;
    expect(await getItem(PublicDetail, { customerId, projectId })).toBeUndefined();
    expect(await inStep(projectId)).toBeUndefined();
    ok(await lead.call('DELETE', `${PROJECTS}?projectId=${cancelled.projectId}&confirmed=true`), 204);
    expect(await getItem(PublicDetail, { customerId, projectId })).toBeUndefined();
    // An error is never kept by CloudFront, which caches the public API as its answers say.
    const gone = await api('GET', `/api/v1/public/agencies/demo/opportunities/${projectId}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
  });
});
