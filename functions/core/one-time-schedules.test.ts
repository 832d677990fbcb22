import { describe, expect, it } from 'vitest';
import { executionName, fireTime, MAX_DAYS_AHEAD, scheduleName } from './one-time-schedules.js';

describe('scheduleName', () => {
  it('is purpose, tenant and record: one schedule per record and purpose', () => {
    expect(scheduleName({ purpose: 'publish', tenant: 'agency-1', record: 'p_42' })).toBe(
      'publish-agency-1-p_42',
    );
    expect(scheduleName({ purpose: 'close', tenant: 'agency-1', record: 'p_42' })).not.toBe(
      scheduleName({ purpose: 'publish', tenant: 'agency-1', record: 'p_42' }),
    );
  });

  it('refuses a purpose that could run into the tenant, and ids outside the key alphabet', () => {
    expect(() => scheduleName({ purpose: 'pub-lish', tenant: 'a', record: 'b' })).toThrow(/purpose/);
    expect(() => scheduleName({ purpose: '', tenant: 'a', record: 'b' })).toThrow(/purpose/);
    expect(() => scheduleName({ purpose: 'publish', tenant: '', record: 'b' })).toThrow(/tenant/);
    expect(() => scheduleName({ purpose: 'publish', tenant: 'a', record: 'b#c' })).toThrow(/record/);
    expect(() => scheduleName({ purpose: 'publish', tenant: 'a', record: 'x'.repeat(101) })).toThrow(
      /record/,
    );
  });
});

describe('fireTime', () => {
  const now = new Date('2026-03-01T11:59:00.000Z');

  it('keeps a whole-second time, in the form a Wait state reads', () => {
    expect(fireTime(new Date('2026-03-01T12:00:00.000Z'), now)).toBe('2026-03-01T12:00:00Z');
    expect(fireTime('2026-03-01T08:00:00-04:00', now)).toBe('2026-03-01T12:00:00Z');
  });

  it('rounds milliseconds up, so a job never runs before its time', () => {
    expect(fireTime(new Date('2026-03-01T11:59:59.001Z'), now)).toBe('2026-03-01T12:00:00Z');
    expect(fireTime(new Date('2026-03-01T11:59:59.999Z'), now)).toBe('2026-03-01T12:00:00Z');
  });

  it('accepts a past time (it fires at once) and refuses one beyond a Standard workflow’s year', () => {
    expect(fireTime(new Date('2026-02-01T00:00:00Z'), now)).toBe('2026-02-01T00:00:00Z');
    const limit = new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000);
    expect(fireTime(limit, now)).toBe(limit.toISOString().replace('.000Z', 'Z'));
    expect(() => fireTime(new Date(limit.getTime() + 1000), now)).toThrow(/days ahead/);
    expect(() => fireTime('not a date', now)).toThrow(/valid time/);
  });
});

describe('executionName', () => {
  it('fits Step Functions’ 80-character execution names, fresh each time', () => {
    const name = executionName('abcdefghijklmnopqrstuvwx');
    expect(name).toMatch(/^[A-Za-z0-9_-]{1,80}$/);
    expect(executionName('publish')).not.toBe(executionName('publish'));
  });
});
