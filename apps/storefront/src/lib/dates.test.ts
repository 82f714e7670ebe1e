import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalDateTime } from './dates';

describe('dates in the viewer’s zone (DESIGN.md §4, SPEC.md §9 MM/DD/YYYY)', () => {
  it('shows the calendar day of the viewer, not of UTC', () => {
    expect(formatLocalDate('2026-03-01T02:30:00Z', 'UTC')).toBe('03/01/2026');
    expect(formatLocalDate('2026-03-01T02:30:00Z', 'America/New_York')).toBe('02/28/2026');
  });

  it('adds the hour and minute where the time matters', () => {
    expect(formatLocalDateTime('2026-03-01T15:05:00Z', 'UTC')).toBe('03/01/2026, 3:05 PM');
    expect(formatLocalDateTime('2026-03-01T15:05:00Z', 'America/Los_Angeles')).toBe('03/01/2026, 7:05 AM');
  });
});
