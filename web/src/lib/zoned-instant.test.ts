import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-instant';

describe('zonedInstant', () => {
  const instant = '2026-11-26T23:00:00Z';

  it('shows the instant in the zone given, with the zone named, whatever the machine’s zone', () => {
    expect(zonedInstant(instant, 'America/Toronto', 'en')).toMatch(/^Nov 26, 2026, 6:00\sPM EST$/);
    expect(zonedInstant(instant, 'UTC', 'en')).toMatch(/11:00\sPM UTC$/);
  });

  it('is empty for no instant', () => {
    expect(zonedInstant(undefined, 'America/Toronto', 'en')).toBe('');
  });
});
