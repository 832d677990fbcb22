import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContext } from '../session.js';
import * as s3Steps from './s3-multipart.js';
import * as upload from './upload-flow.js';
import type { UploadOwner } from './upload-flow.js';

// The S3 steps answered by hand: the flow's order and refusals are what is tested here.
vi.mock('./s3-multipart.js', () => ({
  createMultipart: vi.fn(async () => 's3-upload'),
  signPartsOf: vi.fn(async () => ({ parts: [], expiresAt: 'soon' })),
  partsInS3: vi.fn(async () => [{ PartNumber: 1, ETag: '"e1"', Size: 5 }]),
  abortInS3: vi.fn(async () => undefined),
  completeAndConfirm: vi.fn(async () => 42),
}));

const session = { customerId: 'agency', userId: 'user' } as SessionContext;

type Open = { uploadId: string; key: string; s3UploadId: string; size: number; note?: string };
type Types = {
  ref: { projectId: string };
  reached: { projectId: string };
  start: { fileName: string; size: number; contentType?: string };
  open: Open;
  complete: { uploadId: string; key: string; parts: { partNumber: number; etag: string }[] };
  answer: { recorded: string; size?: number; prepared?: string };
  checked: string;
  prepared: string;
};

const KEY = 'projects/agency/p1/u1/file.pdf';

/** An owner whose every step is a spy, and the steps in the order the flow called them. */
function fakeOwner(overrides: Partial<UploadOwner<Types>> = {}) {
  const calls: string[] = [];
  const owner: UploadOwner<Types> = {
    keyPrefix: (s, ref) => `projects/${s.customerId}/${ref.projectId}/`,
    reach: async (_s, ref, step) => {
      calls.push(`reach:${step}`);
      return { projectId: ref.projectId };
    },
    checkStart: async () => {
      calls.push('checkStart');
      return 'header';
    },
    keyOf: (r, uploadId, fileName) => `projects/agency/${r.projectId}/${uploadId}/${fileName}`,
    keep: vi.fn(async () => {
      calls.push('keep');
    }),
    find: (_r, uploadId) =>
      uploadId === 'u1' ? { uploadId, key: KEY, s3UploadId: 's3-upload', size: 42 } : undefined,
    record: async (_r, open, size, _request, prepared) => {
      calls.push('record');
      return { recorded: open.uploadId, size, prepared };
    },
    forget: async () => {
      calls.push('forget');
    },
    ...overrides,
  };
  return { owner, calls };
}

const ref = { projectId: 'p1' };
const completion = { uploadId: 'u1', key: KEY, parts: [{ partNumber: 1, etag: '"e1"' }] };

beforeEach(() => vi.clearAllMocks());

describe('the upload flow', () => {
  it('starts after the owner reached and checked the file, under the key the owner lays out', async () => {
    const { owner, calls } = fakeOwner();
    const opened = await upload.start(owner, session, ref, { fileName: 'file.pdf', size: 42 });
    expect(calls).toEqual(['reach:start', 'checkStart', 'keep']);
    expect(opened.key).toBe(`projects/agency/p1/${opened.uploadId}/file.pdf`);
    expect(s3Steps.createMultipart).toHaveBeenCalledWith(opened.key, 'application/octet-stream', {
      checksums: undefined,
    });
    const [, kept, , checked] = vi.mocked(owner.keep).mock.calls[0]!;
    expect(kept).toMatchObject({ ...opened, s3UploadId: 's3-upload', size: 42, fileName: 'file.pdf' });
    // Two days, as S3's lifecycle rule aborts the parts.
    expect(kept.expiresAt - Date.parse(kept.createdAt) / 1000).toBeCloseTo(2 * 24 * 3600, -1);
    expect(checked).toBe('header');
  });

  it('refuses a key outside the owner’s prefix (or climbing out of it) before it reaches the owner', async () => {
    const { owner, calls } = fakeOwner();
    const outside = { uploadId: 'u1', key: 'projects/agency/p2/u1/file.pdf' };
    await expect(upload.listParts(owner, session, ref, outside)).rejects.toMatchObject({
      code: 'documentKeyRefused',
    });
    const climbing = { uploadId: 'u1', key: 'projects/agency/p1/../p2/u1/file.pdf' };
    await expect(upload.abort(owner, session, ref, climbing)).rejects.toMatchObject({
      code: 'documentKeyRefused',
    });
    expect(calls).toEqual([]);
  });

  it('finds only the owner’s open upload, with the key it issued (or the owner’s own answer to another)', async () => {
    const { owner } = fakeOwner({ keyPrefix: undefined });
    await expect(upload.listParts(owner, session, ref, { uploadId: 'u2', key: KEY })).rejects.toMatchObject({
      code: 'documentUploadNotFound',
    });
    const otherKey = { uploadId: 'u1', key: 'projects/agency/p1/u9/file.pdf' };
    await expect(upload.listParts(owner, session, ref, otherKey)).rejects.toMatchObject({
      code: 'documentKeyRefused',
    });
    const { owner: approval } = fakeOwner({ foreignKey: 'documentUploadNotFound' });
    await expect(upload.listParts(approval, session, ref, otherKey)).rejects.toMatchObject({
      code: 'documentUploadNotFound',
    });
    expect(await upload.listParts(owner, session, ref, { uploadId: 'u1', key: KEY })).toEqual({
      parts: [{ PartNumber: 1, ETag: '"e1"', Size: 5 }],
    });
  });

  it('signs with the owner’s limit, and with checksums only for an owner whose parts S3 checks', async () => {
    const closing = new Date(Date.UTC(2027, 0, 1));
    const request = { uploadId: 'u1', key: KEY, partNumbers: [1, 2], checksumsSha256: ['a', 'b'] };
    await upload.signParts(fakeOwner().owner, session, ref, request);
    expect(s3Steps.signPartsOf).toHaveBeenLastCalledWith(expect.anything(), [1, 2], undefined, undefined);
    const bid = fakeOwner({ checksums: true, signUntil: () => closing }).owner;
    await upload.signParts(bid, session, ref, request);
    expect(s3Steps.signPartsOf).toHaveBeenLastCalledWith(expect.anything(), [1, 2], closing, ['a', 'b']);
  });

  it('completes in S3 after settle and prepare, and records what S3 confirmed', async () => {
    const { owner, calls } = fakeOwner({
      settle: async () => {
        calls.push('settle');
        return undefined;
      },
      prepare: async () => {
        calls.push('prepare');
        return 'withdrawal';
      },
    });
    expect(await upload.complete(owner, session, ref, completion)).toEqual({
      recorded: 'u1',
      size: 42,
      prepared: 'withdrawal',
    });
    expect(calls).toEqual(['reach:complete', 'settle', 'prepare', 'record']);
    expect(s3Steps.completeAndConfirm).toHaveBeenCalledOnce();
  });

  it('answers a settled complete without touching S3; refuses another owner’s upload and a prepare’s refusal before S3', async () => {
    const settled = fakeOwner({ settle: async () => ({ recorded: 'before' }) }).owner;
    expect(await upload.complete(settled, session, ref, completion)).toEqual({ recorded: 'before' });
    const notOurs = fakeOwner({ owns: () => false }).owner;
    await expect(upload.complete(notOurs, session, ref, completion)).rejects.toMatchObject({
      code: 'documentUploadNotFound',
    });
    const refusing = fakeOwner({
      prepare: async () => {
        throw new Error('submissionsWouldBeWithdrawn');
      },
    }).owner;
    await expect(upload.complete(refusing, session, ref, completion)).rejects.toThrow(
      'submissionsWouldBeWithdrawn',
    );
    expect(s3Steps.completeAndConfirm).not.toHaveBeenCalled();
  });

  it('aborts in S3, then the owner forgets the open upload', async () => {
    const { owner, calls } = fakeOwner();
    await upload.abort(owner, session, ref, { uploadId: 'u1', key: KEY });
    expect(s3Steps.abortInS3).toHaveBeenCalledOnce();
    expect(calls).toEqual(['reach:abort', 'forget']);
  });
});
