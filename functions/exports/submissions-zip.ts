/**
 * The zip of a project's opened bids (decision 058), written as a stream: each bid's files are read one
 * at a time from their own stream and stored (not deflated: bids are mostly PDFs, images and office files,
 * compressed already) into the zip, whose bytes go to `sink` as they are made. Only the entry being copied
 * is in flight, so memory stays flat whatever the bids weigh. archiver writes Zip64 when the archive
 * passes 4 GiB or 65,535 entries (fflate cannot). Each file's SHA-256 and size are taken in passing and
 * compared with the bid's receipt; each bid's folder ends with its bid.json.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Transform, type Readable } from 'node:stream';
import archiver from 'archiver';
import { bidFileEntryNames, bidFolderNames } from '../../shared/domain/submissions/submissions-export.js';

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

/** Rejects with the stream's first error, never resolves otherwise; its later errors are heard too. */
function rejectOnError(stream: Readable): Promise<never> {
  const failed = new Promise<never>((_, reject) => stream.on('error', reject));
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
  const archive = archiver('zip', { store: true });
  // The archive's errors (a file unreadable, or its destroy below) always have this listener: the sink may
  // not be reading yet (the S3 one opens its upload first), and an error event without one ends the process.
  const archiveFailed = rejectOnError(archive);
  const sinking = sink(archive);
  const sinkFailed = failureOf(sinking);
  sinkFailed.catch(() => undefined);
  const folders = bidFolderNames(bids);
  let fileCount = 0;
  let mismatches = 0;
  const appendEntry = async (source: Readable | Buffer, name: string, date: Date) => {
    const added = once(archive, 'entry');
    // A file's stream failing is the entry failing, whether or not the archive listens to it yet.
    const sourceFailed = Buffer.isBuffer(source) ? [] : [rejectOnError(source)];
    archive.append(source, { name, store: true, date });
    await Promise.race([added, sinkFailed, archiveFailed, ...sourceFailed]);
  };
  try {
    for (const [i, bid] of bids.entries()) {
      const folder = folders[i]!;
      const date = bid.submittedAt ? new Date(bid.submittedAt) : new Date();
      const entries = bidFileEntryNames(bid.files.map((f) => f.fileName));
      const files = [];
      for (const [j, file] of bid.files.entries()) {
        const source = await openFile(file.key);
        const hash = createHash('sha256');
        let bytes = 0;
        const hashing = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
        });
        source.on('error', (error) => hashing.destroy(error));
        await appendEntry(source.pipe(hashing), `${folder}/${entries[j]}`, date);
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
      await appendEntry(Buffer.from(JSON.stringify(summary, null, 2)), `${folder}/bid.json`, date);
    }
    await Promise.race([archive.finalize(), sinkFailed, archiveFailed]);
  } catch (error) {
    archive.destroy(error as Error);
    await sinking.catch(() => undefined);
    throw error;
  }
  const size = await sinking;
  return { size, bidCount: bids.length, fileCount, mismatches };
}
