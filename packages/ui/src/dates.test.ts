import { describe, expect, it } from 'vitest';
import { formatAge, formatDateTime, formatDay, todayIsoDate } from './dates';

describe('dates in the viewer’s zone (DESIGN.md §4, SPEC.md §9 MM/DD/YYYY)', () => {
  it.each([
    ['2025-03-14T02:30:00.000Z', 'UTC', '03/14/2025'],
    ['2025-03-14T02:30:00.000Z', 'America/Los_Angeles', '03/13/2025'],
    ['2026-03-01T02:30:00Z', 'America/New_York', '02/28/2026'],
    ['2025-03-14', 'America/Los_Angeles', '03/14/2025'],
    ['2025-03-14', 'Asia/Tokyo', '03/14/2025'],
    ['2025-03-14T23:30:00.000Z', undefined, '03/14/2025'],
  ])('formatDay(%s, %s) is %s', (value, zone, shown) => {
    expect(formatDay(value, zone)).toBe(shown);
  });

  it.each([
    ['2025-03-14T17:05:00.000Z', 'UTC', '03/14/2025, 5:05 PM'],
    ['2025-03-14T17:05:00.000Z', 'America/New_York', '03/14/2025, 1:05 PM'],
    ['2026-03-01T15:05:00Z', 'America/Los_Angeles', '03/01/2026, 7:05 AM'],
    ['2026-03-07T15:00:00.000Z', 'America/Denver', '03/07/2026, 8:00 AM'],
    // The day and the hour come from the same zone: never a UTC day with a local hour.
    ['2026-03-01T02:30:00Z', 'America/New_York', '02/28/2026, 9:30 PM'],
    ['2026-03-01T02:30:00Z', undefined, '03/01/2026, 2:30 AM'],
    ['2025-03-14', 'Asia/Tokyo', '03/14/2025'],
  ])('formatDateTime(%s, %s) is %s', (value, zone, shown) => {
    expect(formatDateTime(value, zone)).toBe(shown);
  });

  it("gives today's date in the viewer zone for date inputs", () => {
    const now = new Date('2025-03-14T03:00:00.000Z');
    expect(todayIsoDate(now, 'UTC')).toBe('2025-03-14');
    expect(todayIsoDate(now, 'America/Chicago')).toBe('2025-03-13');
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-26T11:59:30Z', 'just now'],
    ['2026-11-26T12:00:30Z', 'just now'],
    ['2026-11-26T11:59:00Z', '1 min'],
    ['2026-11-26T11:00:01Z', '59 min'],
    ['2026-11-26T11:00:00Z', '1 h'],
    ['2026-11-25T12:00:01Z', '23 h'],
    ['2026-11-25T12:00:00Z', '1 d'],
    ['2026-10-27T12:00:00Z', '30 d'],
  ])('%s is %s before noon', (value, shown) => {
    expect(formatAge(value, now)).toBe(shown);
  });
});
