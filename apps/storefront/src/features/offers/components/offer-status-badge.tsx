import { Badge } from '@mantine/core';
import type { OfferStatus } from '@patchbay/domain';
import { statusColor, statusLabel } from '../utils/offer-display';

/** An offer's status as the viewer sees it (SPEC.md §4 display rule, applied by the server). */
export function OfferStatusBadge({
  status,
  size = 'md',
}: {
  status: OfferStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge color={statusColor(status)} variant="light" size={size} tt="none">
      {statusLabel(status)}
    </Badge>
  );
}
