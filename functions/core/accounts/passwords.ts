import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt, a memory-hard KDF from node:crypto (no native addon to build or ship).
 * Parameters follow OWASP's scrypt guidance (N=2^17, r=8, p=1: 128 MiB per hash) and are stored with the
 * hash, so they can be raised later without breaking existing passwords.
 */
export const KDF_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;

/**
 * The cost in the stacks of `npm test` (STAGE=test, set only by the test harnesses): 4 MiB, about 13 ms a
 * hash instead of 550 ms on a 2-core machine, where the suites sign in some four hundred times. The hash
 * names its parameters, so verification is the same code either way; the cloud's STAGE is always `cloud`.
 */
export const TEST_KDF_PARAMS = { N: 2 ** 12, r: 8, p: 1, keyLength: 32 } as const;

const kdfParams = () => (process.env.STAGE === 'test' ? TEST_KDF_PARAMS : KDF_PARAMS);

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = kdfParams();
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const N = Number(n);
  const R = Number(r);
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
