import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, todayIsoDate } from './dates';

describe('dates', () => {
  it('shows an instant as the day in the viewer zone', () => {
    expect(formatDay('2025-03-14T02:30:00.000Z', 'UTC')).toBe('03/14/2025');
    expect(formatDay('2025-03-14T02:30:00.000Z', 'America/Los_Angeles')).toBe('03/13/2025');
  });

  it('shows a day without a time as that day in every zone', () => {
    expect(formatDay('2025-03-14', 'America/Los_Angeles')).toBe('03/14/2025');
    expect(formatDateTime('2025-03-14', 'Asia/Tokyo')).toBe('03/14/2025');
  });

  it('adds the time of day in the viewer zone', () => {
    expect(formatDateTime('2025-03-14T17:05:00.000Z', 'UTC')).toBe('03/14/2025 5:05 PM');
    expect(formatDateTime('2025-03-14T17:05:00.000Z', 'America/New_York')).toBe('03/14/2025 1:05 PM');
  });

  it("gives today's date in the viewer zone for date inputs", () => {
    const now = new Date('2025-03-14T03:00:00.000Z');
    expect(todayIsoDate(now, 'UTC')).toBe('2025-03-14');
    expect(todayIsoDate(now, 'America/Chicago')).toBe('2025-03-13');
  });
});
