/**
 * The zip of a project's opened bids (decision 058), written as a stream: each bid's files are read one
 * at a time from their own stream and stored (not deflated: bids are mostly PDFs, images and office files,
 * compressed already) into the zip, whose bytes go to `sink` as they are made. Only the entry being copied
 * is in flight, so memory stays flat whatever the bids weigh. yazl writes Zip64 where the sizes, offsets or
 * entry count need it (decision 058, amended: archiver did the same at twelve times the bundle). Each file's
 * SHA-256 and size are taken in passing and compared with the bid's receipt; each bid's folder ends with
 * its bid.json.
 */
import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { bidFileEntryNames, bidFolderNames } from '../../shared/domain/submissions/submissions-export.js';
import { now } from '../core/clock.js';

export interface ExportBidFile {
  submissionRequirementId: string;
  fileName: string;
  key: string;
  size: number;
  /** The SHA-256 the server computed when the file was stored (the receipt's). */
  sha256?: string | undefined;
}

export interface ExportBid {
  submissionId: string;
  companyName: string;
  /** When the bid was handed in: the entries' date. */
  submittedAt?: string | undefined;
  /** What bid.json says besides the files: status, receipt, forms' totals, answers and other parts. */
  summary: Record<string, unknown>;
  files: readonly ExportBidFile[];
}

export interface ZipOutcome {
  /** Bytes of the zip, as the sink counted them */
  size: number;
  bidCount: number;
  fileCount: number;
  /** Files whose stored bytes differ from their receipt (listed in their bid.json) */
  mismatches: number;
}

/** Rejects when the sink fails, never resolves otherwise: raced against each entry. */
const failureOf = (sinking: Promise<unknown>) =>
  sinking.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error instanceof Error ? error : new Error(String(error))),
  );

/** Rejects with the emitter's first error, never resolves otherwise; its later errors are heard too. */
function rejectOnError(emitter: EventEmitter): Promise<never> {
  const failed = new Promise<never>((_, reject) => emitter.on('error', reject));
  failed.catch(() => undefined);
  return failed;
}

/**
 * Streams the bids into one zip: `openFile` gives a file's bytes as a stream, `sink` consumes the zip's
 * stream (an S3 multipart upload) and answers how many bytes it took.
 */
export async function writeSubmissionsZip(
  bids: readonly ExportBid[],
  openFile: (key: string) => Promise<Readable>,
  sink: (zip: Readable) => Promise<number>,
): Promise<ZipOutcome> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // Every error source always has a listener, raced against each step: the sink may not be reading yet
  // (the S3 one opens its upload first), and an error event without a listener ends the process.
  const zipFailed = rejectOnError(zip);
  const outputFailed = rejectOnError(output);
  const sinking = sink(output);
  const sinkFailed = failureOf(sinking);
  sinkFailed.catch(() => undefined);
  const step = <T>(work: Promise<T>, ...failures: Promise<never>[]) =>
    Promise.race([work, sinkFailed, zipFailed, outputFailed, ...failures]);
  const folders = bidFolderNames(bids);
  let fileCount = 0;
  let mismatches = 0;
  try {
    for (const [i, bid] of bids.entries()) {
      const folder = folders[i]!;
      const mtime = bid.submittedAt ? new Date(bid.submittedAt) : now();
      const entries = bidFileEntryNames(bid.files.map((f) => f.fileName));
      const files = [];
      for (const [j, file] of bid.files.entries()) {
        const source = await step(openFile(file.key));
        const hash = createHash('sha256');
        let bytes = 0;
        const hashing = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
        });
        const hashingFailed = rejectOnError(hashing);
        source.on('error', (error) => hashing.destroy(error));
        zip.addReadStream(source.pipe(hashing), `${folder}/${entries[j]}`, { compress: false, mtime });
        // The entry is written once the zip has read the last byte through the hash.
        await step(finished(hashing), hashingFailed);
        const sha256 = hash.digest('hex');
        const matchesReceipt = sha256 === file.sha256 && bytes === file.size;
        if (!matchesReceipt) mismatches += 1;
        fileCount += 1;
        files.push({
          entry: entries[j],
          fileName: file.fileName,
          submissionRequirementId: file.submissionRequirementId,
          size: bytes,
          sha256,
          matchesReceipt,
        });
      }
      const summary = { submissionId: bid.submissionId, companyName: bid.companyName, ...bid.summary, files };
      zip.addBuffer(Buffer.from(JSON.stringify(summary, null, 2)), `${folder}/bid.json`, {
        compress: false,
        mtime,
      });
    }
    zip.end();
    const size = await step(sinking);
    return { size, bidCount: bids.length, fileCount, mismatches };
  } catch (error) {
    output.destroy(error as Error);
    await sinking.catch(() => undefined);
    throw error;
  }
}
