import { Badge, type BadgeProps, DEFAULT_THEME, type MantineColor } from '@mantine/core';
import type { OfferStatus, OrderStatus } from '@patchbay/domain';
import { blend, readableOn } from './accessible-colors';

export type Status = OrderStatus | OfferStatus;

/**
 * One colour per status (SPEC.md §4), the same in the storefront and the admin portal: open in
 * blue, money short in yellow, money in or an accepted offer in green, shipped in teal, a counter
 * in violet, a negotiation in orange, a refusal in red, closed in grey. 'cancelled' is both an
 * order and an offer status and reads alike in both.
 */
export const STATUS_COLORS: Record<Status, MantineColor> = {
  submitted: 'blue',
  'partially paid': 'yellow',
  paid: 'green',
  shipped: 'teal',
  cancelled: 'gray',
  pending: 'blue',
  countered: 'violet',
  'in negotiation': 'orange',
  accepted: 'green',
  rejected: 'red',
  expired: 'gray',
};

const WHITE = '#ffffff';
/** Mantine's light badge lays its colour at this opacity over the page. */
const LIGHT_ALPHA = 0.1;

/**
 * The background and text of a status badge: Mantine's light tint of the colour (laid on white),
 * and the colour's dark shade, darkened further where needed so the text reaches WCAG AA (4.5:1)
 * on that tint. Mantine's own yellow, orange and green text do not reach it on their tints.
 */
export function statusBadgeColors(status: Status): { background: string; text: string } {
  const palette = DEFAULT_THEME.colors[STATUS_COLORS[status]]!;
  const background = blend(WHITE, palette[6]!, LIGHT_ALPHA);
  return { background, text: readableOn(palette[8]!, background) };
}

/** 'partially paid' → 'Partially paid', 'in negotiation' → 'In negotiation'. */
export function statusLabel(status: Status): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export type StatusBadgeProps = { status: Status } & Omit<BadgeProps, 'color' | 'c' | 'bg' | 'children'>;

/** An order's or an offer's status; it never shrinks to 'In negotiati…' beside a long title. */
export function StatusBadge({ status, style, ...props }: StatusBadgeProps) {
  const { background, text } = statusBadgeColors(status);
  return (
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      bg={background}
      c={text}
      style={[{ flexShrink: 0 }, style]}
      {...props}
    >
      {statusLabel(status)}
    </Badge>
  );
}
