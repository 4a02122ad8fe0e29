import { describe, expect, it } from 'vitest';
import { dayInZone } from './calendar-day';

describe('dayInZone', () => {
  const lateEvening = new Date('2026-01-31T23:30:00Z');

  it('reads the calendar of the zone, not of UTC', () => {
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-01-31');
    expect(dayInZone(lateEvening, 'Asia/Kolkata')).toBe('2026-02-01');
    expect(dayInZone(lateEvening, 'America/Los_Angeles')).toBe('2026-01-31');
  });

  it('knows no day in a zone that does not exist', () => {
    expect(dayInZone(lateEvening, 'Mars/Olympus')).toBeUndefined();
  });
});
