import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, KDF_PARAMS, TEST_KDF_PARAMS, verifyPassword } from './passwords.js';

// Each hash is a real scrypt run (128 MiB, about a second on a busy 2-core machine): the limit is there to
// catch a hang, not to time the KDF, which the bench measures.
describe('passwords', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllEnvs());

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Tenderbox!2026');
    expect(stored.startsWith(`scrypt$${KDF_PARAMS.N}$${KDF_PARAMS.r}$${KDF_PARAMS.p}$`)).toBe(true);
    expect(stored).not.toContain('Tenderbox!2026');
    expect(await verifyPassword('Tenderbox!2026', stored)).toBe(true);
    expect(await verifyPassword('tenderbox!2026', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('hashes at the test cost only in the test stacks (STAGE=test), and verifies hashes of either cost', async () => {
    vi.stubEnv('STAGE', 'test');
    const cheap = await hashPassword('Tenderbox!2026');
    vi.stubEnv('STAGE', 'local');
    const full = await hashPassword('Tenderbox!2026');
    expect(cheap.startsWith(`scrypt$${TEST_KDF_PARAMS.N}$`)).toBe(true);
    expect(full.startsWith(`scrypt$${KDF_PARAMS.N}$`)).toBe(true);
    expect(await verifyPassword('Tenderbox!2026', cheap)).toBe(true);
    expect(await verifyPassword('Tenderbox!2026', full)).toBe(true);
  });

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
