import { OFFER_STATUSES, ORDER_STATUSES } from '@patchbay/domain';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './accessible-colors';
import { STATUS_COLORS, statusBadgeColors, statusLabel } from './status-badge';

describe('status badges', () => {
  it('have a colour for every order and offer status, and no other', () => {
    expect(Object.keys(STATUS_COLORS).sort()).toEqual(
      [...new Set([...ORDER_STATUSES, ...OFFER_STATUSES])].sort(),
    );
  });

  it.each([...ORDER_STATUSES, ...OFFER_STATUSES])(
    '%s reads at WCAG AA (4.5:1) on its own background',
    (status) => {
      const { background, text } = statusBadgeColors(status);
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['submitted', 'blue'],
    ['partially paid', 'yellow'],
    ['paid', 'green'],
    ['shipped', 'teal'],
    ['cancelled', 'gray'],
    ['pending', 'blue'],
    ['countered', 'violet'],
    ['in negotiation', 'orange'],
    ['accepted', 'green'],
    ['rejected', 'red'],
    ['expired', 'gray'],
  ] as const)('%s is %s', (status, color) => {
    expect(STATUS_COLORS[status]).toBe(color);
  });

  it('order statuses that differ in meaning differ in colour', () => {
    expect(new Set(ORDER_STATUSES.map((s) => STATUS_COLORS[s])).size).toBe(ORDER_STATUSES.length);
  });

  it.each([
    ['partially paid', 'Partially paid'],
    ['in negotiation', 'In negotiation'],
    ['paid', 'Paid'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});
