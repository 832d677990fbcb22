/**
 * A worker that hashes one file with SHA-256 as it reads it, four MiB at a time: the page stays responsive
 * and no whole file sits in memory (decision 054). In the same pass it hashes each upload part, so that
 * the part's URL is signed with its checksum (decision 059). Posts { partNumber, checksumSha256 } as each
 * part is read, then { sha256 }, or { error }.
 */
import { hashFileInParts } from '../../../../shared/domain/submissions/sha256';

export interface DigestRequest {
  file: File;
  partSize: number;
}
export type DigestMessage =
  { partNumber: number; checksumSha256: string } | { sha256: string } | { error: string };

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<DigestRequest>) => void) | null;
  postMessage: (message: DigestMessage) => void;
};

scope.onmessage = (event) => {
  const { file, partSize } = event.data;
  hashFileInParts(
    file.size,
    partSize,
    async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
    (partNumber, checksumSha256) => scope.postMessage({ partNumber, checksumSha256 }),
  ).then(
    (sha256) => scope.postMessage({ sha256 }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
