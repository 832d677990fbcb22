import { describe, expect, it } from 'vitest';
import { partsReadyToSign } from './file-sha256';

/** Digests of parts 1..read already known; a later part's is asked for and never comes in this test. */
function digestsReadTo(read: number) {
  const asked: number[] = [];
  return {
    asked,
    known: (n: number) => (n <= read ? `c${n}` : undefined),
    part: (n: number) => {
      asked.push(n);
      return n <= read ? Promise.resolve(`c${n}`) : new Promise<string>(() => undefined);
    },
  };
}

describe('partsReadyToSign', () => {
  it('signs the part asked for and those of the rest already read, waiting for no other', async () => {
    const digests = digestsReadTo(3);
    expect(await partsReadyToSign([2, 3, 4, 5], digests)).toEqual([2, 3]);
    expect(digests.asked).toEqual([2]);
  });

  it('waits for the part asked for when the worker has not read it yet', async () => {
    let release: (checksum: string) => void = () => undefined;
    const ready = partsReadyToSign([1, 2], {
      known: () => undefined,
      part: () => new Promise<string>((resolve) => (release = resolve)),
    });
    let settled = false;
    void ready.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release('c1');
    expect(await ready).toEqual([1]);
  });

  it('asks for nothing when no part is asked for', async () => {
    expect(await partsReadyToSign([], digestsReadTo(8))).toEqual([]);
  });
});
