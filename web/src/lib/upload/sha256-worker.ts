/**
 * A worker that hashes one file with SHA-256 as it reads it, four MiB at a time: the page stays responsive
 * and no whole file sits in memory (decision 054). Answers { sha256 } or { error }.
 */
import { Sha256 } from '../../../../shared/domain/submissions/sha256';

const SLICE_BYTES = 4 * 1024 * 1024;

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (message: { sha256: string } | { error: string }) => void;
};

scope.onmessage = (event) => {
  const file = event.data;
  void (async () => {
    const hash = new Sha256();
    for (let at = 0; at < file.size; at += SLICE_BYTES)
      hash.update(new Uint8Array(await file.slice(at, at + SLICE_BYTES).arrayBuffer()));
    return hash.hex();
  })().then(
    (sha256) => scope.postMessage({ sha256 }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
