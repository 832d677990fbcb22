import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readStoredZip } from '../../tests/helpers/zip-entries.js';
import { writeSubmissionsZip, type ExportBid } from './submissions-zip.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Objects by key, each served as a stream in small chunks, as S3's body arrives. */
function store(objects: Record<string, Buffer>) {
  const opened: string[] = [];
  const openFile = async (key: string) => {
    opened.push(key);
    const bytes = objects[key];
    if (!bytes) throw new Error(`NoSuchKey ${key}`);
    return Readable.from(
      Array.from({ length: Math.ceil(bytes.length / 1000) }, (_, i) =>
        bytes.subarray(i * 1000, (i + 1) * 1000),
      ),
    );
  };
  return { openFile, opened };
}

/** A sink that keeps the zip's bytes and answers their count. */
function collect() {
  const chunks: Buffer[] = [];
  const sink = async (zip: Readable) => {
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    return chunks.reduce((n, c) => n + c.length, 0);
  };
  return { sink, bytes: () => Buffer.concat(chunks) };
}

const bid = (submissionId: string, companyName: string, files: ExportBid['files']): ExportBid => ({
  submissionId,
  companyName,
  submittedAt: '2026-11-20T15:00:00.000Z',
  summary: { status: 'unsealed', forms: { f1: { totals: { total: '10.00' } } } },
  files,
});

describe('writeSubmissionsZip', () => {
  it('stores every file under its bid’s folder, then bid.json with each file’s size and SHA-256', async () => {
    const a = randomBytes(5_000);
    const b = randomBytes(1_234);
    const { openFile, opened } = store({ ka: a, kb: b });
    const out = collect();
    const outcome = await writeSubmissionsZip(
      [
        bid('s1', 'Acme', [
          { submissionRequirementId: 'r', fileName: 'plan.pdf', key: 'ka', size: a.length, sha256: sha(a) },
          {
            submissionRequirementId: 'r',
            fileName: 'plan.pdf',
            key: 'kb',
            size: b.length,
            sha256: 'f'.repeat(64),
          },
        ]),
        bid('s2', 'Acme', []),
      ],
      openFile,
      out.sink,
    );
    expect(opened).toEqual(['ka', 'kb']);
    const entries = readStoredZip(out.bytes());
    expect(entries.map((e) => [e.name, e.method, e.size])).toEqual([
      ['Acme/files/plan.pdf', 0, a.length],
      ['Acme/files/plan (2).pdf', 0, b.length],
      ['Acme/bid.json', 0, entries[2]!.data.length],
      ['Acme (2)/bid.json', 0, entries[3]!.data.length],
    ]);
    expect(entries[0]!.data.equals(a)).toBe(true);
    expect(entries[1]!.data.equals(b)).toBe(true);
    const summary = JSON.parse(entries[2]!.data.toString('utf8'));
    expect(summary).toMatchObject({
      submissionId: 's1',
      companyName: 'Acme',
      status: 'unsealed',
      forms: { f1: { totals: { total: '10.00' } } },
      files: [
        { entry: 'files/plan.pdf', size: a.length, sha256: sha(a), matchesReceipt: true },
        // The stored bytes differ from the receipt's digest: said, not hidden.
        { entry: 'files/plan (2).pdf', size: b.length, sha256: sha(b), matchesReceipt: false },
      ],
    });
    expect(outcome).toEqual({ size: out.bytes().length, bidCount: 2, fileCount: 2, mismatches: 1 });
  });

  it('fails when a file cannot be read, and when the sink fails, rather than hang', async () => {
    const { openFile } = store({});
    await expect(
      writeSubmissionsZip(
        [bid('s1', 'Acme', [{ submissionRequirementId: 'r', fileName: 'x', key: 'gone', size: 1 }])],
        openFile,
        collect().sink,
      ),
    ).rejects.toThrow(/NoSuchKey/);
    const big = randomBytes(200_000);
    const failing = async (zip: Readable) => {
      for await (const _chunk of zip) throw new Error('S3 refused the part');
      return 0;
    };
    await expect(
      writeSubmissionsZip(
        [bid('s1', 'Acme', [{ submissionRequirementId: 'r', fileName: 'x', key: 'k', size: big.length }])],
        store({ k: big }).openFile,
        failing,
      ),
    ).rejects.toThrow(/S3 refused the part/);
  });

  it('fails, without an unhandled error, when a file is missing before the sink starts reading', async () => {
    // The S3 sink opens its multipart upload before it reads: a missing file can be found first (seen on CI,
    // where the archive's error then had no listener and ended the process).
    let readFrom: Readable | undefined;
    const lateSink = async (zip: Readable) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      readFrom = zip;
      let n = 0;
      for await (const chunk of zip) n += (chunk as Buffer).length;
      return n;
    };
    await expect(
      writeSubmissionsZip(
        [bid('s1', 'Acme', [{ submissionRequirementId: 'r', fileName: 'x', key: 'gone', size: 1 }])],
        store({}).openFile,
        lateSink,
      ),
    ).rejects.toThrow(/NoSuchKey/);
    expect(readFrom?.destroyed).toBe(true);

    // A file whose stream fails once the zip is being read: the same, with the sink already reading.
    const breaking = async () =>
      new Readable({
        read() {
          this.destroy(new Error('connection reset reading the file'));
        },
      });
    await expect(
      writeSubmissionsZip(
        [bid('s1', 'Acme', [{ submissionRequirementId: 'r', fileName: 'x', key: 'k', size: 1 }])],
        breaking,
        lateSink,
      ),
    ).rejects.toThrow(/connection reset/);
  });
});
