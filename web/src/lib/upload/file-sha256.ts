/**
 * The SHA-256 of a file the browser is about to upload, computed in a worker while the parts go (decision
 * 054): the server compares it with its own digest of the stored object and refuses a file that differs.
 */
export function fileSha256(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sha256-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ sha256?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.sha256) resolve(event.data.sha256);
      else reject(new Error(event.data.error ?? 'The file could not be read'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(file);
  });
}
