import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatusValue } from '@patchbay/contract';

const colors: Record<OrderStatusValue, string> = {
  submitted: 'blue',
  'partially paid': 'yellow',
  paid: 'green',
  shipped: 'teal',
  cancelled: 'gray',
};

/** An order's status (SPEC.md §4), spelled as SPEC.md spells it. */
export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatusValue;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge color={colors[status]} variant="light" size={size} tt="none">
      {status}
    </Badge>
  );
}
