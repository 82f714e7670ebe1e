import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus } from '@patchbay/domain';
import { ORDER_STATUS_COLORS, orderStatusLabel } from '../utils/order-display';

export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge variant="light" radius="sm" tt="none" color={ORDER_STATUS_COLORS[status]} {...props}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
