import { describe, expect, it, vi } from 'vitest';
import { createPartSigner, URL_MARGIN_MS, type PartBatchRequest } from './part-signer';

const upload = { uploadId: 'u1', key: 'projects/c/p/d/file.bin' };

/** A server that signs what it is asked for, numbering its answers so that a fresh URL is told apart. */
function fakeServer(expiresInMs = 300_000, now = () => 0) {
  let call = 0;
  const sign = vi.fn(async (request: PartBatchRequest) => {
    call += 1;
    return {
      parts: request.partNumbers.map((partNumber) => ({ partNumber, url: `url-${partNumber}-call-${call}` })),
      expiresAt: new Date(now() + expiresInMs).toISOString(),
    };
  });
  return sign;
}

describe('createPartSigner', () => {
  it('serves the first parts of a file from one call, four asked for at once', async () => {
    const sign = fakeServer();
    const signPart = createPartSigner(sign, () => 0);
    const urls = await Promise.all(
      [1, 2, 3, 4].map((partNumber) => signPart({ ...upload, partNumber, partCount: 8 })),
    );
    expect(urls).toEqual(['url-1-call-1', 'url-2-call-1', 'url-3-call-1', 'url-4-call-1']);
    expect(sign).toHaveBeenCalledTimes(1);
    // Asked ahead for the whole file (eight parts), and never beyond it.
    expect(sign.mock.calls[0]![0].partNumbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await signPart({ ...upload, partNumber: 8, partCount: 8 })).toBe('url-8-call-1');
    expect(sign).toHaveBeenCalledTimes(1);
  });

  it('asks for at most eight parts a call, from the part asked for', async () => {
    const sign = fakeServer();
    const signPart = createPartSigner(sign, () => 0);
    await signPart({ ...upload, partNumber: 1, partCount: 32 });
    await signPart({ ...upload, partNumber: 9, partCount: 32 });
    expect(sign.mock.calls.map(([request]) => request.partNumbers)).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [9, 10, 11, 12, 13, 14, 15, 16],
    ]);
  });

  it('hands each URL out once: a retried part gets a fresh one', async () => {
    const sign = fakeServer();
    const signPart = createPartSigner(sign, () => 0);
    expect(await signPart({ ...upload, partNumber: 2, partCount: 3 })).toBe('url-2-call-1');
    expect(await signPart({ ...upload, partNumber: 2, partCount: 3 })).toBe('url-2-call-2');
    // Part 3 was fetched with part 2 the first time and is still unused.
    expect(await signPart({ ...upload, partNumber: 3, partCount: 3 })).toBe('url-3-call-1');
  });

  it('asks again for a URL close to its expiry (an upload resumed after a long pause)', async () => {
    let clock = 0;
    const sign = fakeServer(300_000, () => clock);
    const signPart = createPartSigner(sign, () => clock);
    await signPart({ ...upload, partNumber: 1, partCount: 2 });
    clock = 300_000 - URL_MARGIN_MS + 1;
    expect(await signPart({ ...upload, partNumber: 2, partCount: 2 })).toBe('url-2-call-2');
  });

  it('asks again after a failed call, and a part’s abort stops only its own wait', async () => {
    const sign = fakeServer();
    sign.mockRejectedValueOnce(new Error('network'));
    const signPart = createPartSigner(sign, () => 0);
    await expect(signPart({ ...upload, partNumber: 1, partCount: 2 })).rejects.toThrow('network');
    expect(await signPart({ ...upload, partNumber: 2, partCount: 2 })).toBe('url-2-call-1');

    const paused = new AbortController();
    paused.abort(new DOMException('paused', 'AbortError'));
    await expect(signPart({ ...upload, partNumber: 1, partCount: 2, signal: paused.signal })).rejects.toThrow(
      'paused',
    );
    expect(await signPart({ ...upload, partNumber: 1, partCount: 2 })).toBe('url-1-call-2');
  });

  it('keeps uploads apart', async () => {
    const sign = fakeServer();
    const signPart = createPartSigner(sign, () => 0);
    await signPart({ ...upload, partNumber: 1, partCount: 2 });
    await signPart({ uploadId: 'u2', key: 'other', partNumber: 1, partCount: 2 });
    expect(sign.mock.calls.map(([request]) => [request.uploadId, request.key])).toEqual([
      ['u1', upload.key],
      ['u2', 'other'],
    ]);
  });
});
