import { describe, expect, it } from 'vitest';
import { createDirtyRegistry } from './dirty-forms';

describe('createDirtyRegistry', () => {
  it('is dirty while any form is, and notifies only on changes', () => {
    const r = createDirtyRegistry();
    let calls = 0;
    r.subscribe(() => (calls += 1));
    expect(r.any()).toBe(false);
    r.set('a', true);
    r.set('a', true);
    r.set('b', true);
    r.set('a', false);
    expect(r.any()).toBe(true);
    r.set('b', false);
    expect(r.any()).toBe(false);
    expect(calls).toBe(4);
  });

  it('clear gives up every form at once (the user chose Leave)', () => {
    const r = createDirtyRegistry();
    let calls = 0;
    r.subscribe(() => (calls += 1));
    r.clear();
    r.set('a', true);
    r.set('b', true);
    r.clear();
    expect(r.any()).toBe(false);
    expect(calls).toBe(3);
  });
});
