import { describe, expect, it } from 'vitest';
import { createNotifier } from './notify';

describe('createNotifier (docs/product/errors.md#in-the-browser)', () => {
  it('suppresses the same message within 2 seconds, and shows it again after', () => {
    let now = 0;
    const n = createNotifier({ now: () => now });
    expect(n.notify('Boom')).toBe(true);
    now = 1999;
    expect(n.notify('Boom')).toBe(false);
    expect(n.notify('Other')).toBe(true);
    expect(n.notify('Boom', 'success')).toBe(true);
    now = 2000;
    expect(n.notify('Boom')).toBe(true);
    expect(n.list().map((x) => x.message)).toEqual(['Boom', 'Other', 'Boom', 'Boom']);
  });

  it('dismisses one notice and tells subscribers', () => {
    const n = createNotifier({ now: () => 0 });
    let calls = 0;
    const stop = n.subscribe(() => (calls += 1));
    n.notify('A');
    n.notify('B');
    n.dismiss(n.list()[0]!.id);
    expect(n.list().map((x) => x.message)).toEqual(['B']);
    expect(calls).toBe(3);
    stop();
    n.notify('C');
    expect(calls).toBe(3);
  });
});
