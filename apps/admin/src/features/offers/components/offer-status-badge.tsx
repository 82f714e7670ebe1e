import { Badge, type BadgeProps } from '@mantine/core';
import type { OfferStatus } from '@patchbay/domain';
import { OFFER_STATUS_COLORS, offerStatusLabel } from '../utils/offer-display';

/** A status never shrinks to 'In negotiati…' beside a long title: the title wraps instead. */
export function OfferStatusBadge({ status, ...props }: { status: OfferStatus } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      color={OFFER_STATUS_COLORS[status]}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {offerStatusLabel(status)}
    </Badge>
  );
}
