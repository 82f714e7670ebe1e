import { Button, Group, Modal } from '@mantine/core';
import type { OrderAction, OrderDetail } from '@patchbay/contract';
import { IconCash, IconPlus, IconTruckDelivery, IconTruckLoading, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ORDER_ACTION_LABELS, orderedActions } from '../utils/order-display';
import { AdditionalFeeForm } from './additional-fee-form';
import { CancelOrderForm } from './cancel-order-form';
import { RecordPaymentForm } from './record-payment-form';
import { ShipOrderForm } from './ship-order-form';
import { ShippingQuoteForm } from './shipping-quote-form';

const ICONS: Record<OrderAction, ReactNode> = {
  setShippingQuote: <IconTruckLoading size={16} aria-hidden="true" />,
  addFee: <IconPlus size={16} aria-hidden="true" />,
  recordPayment: <IconCash size={16} aria-hidden="true" />,
  ship: <IconTruckDelivery size={16} aria-hidden="true" />,
  cancel: <IconX size={16} aria-hidden="true" />,
};

function ActionForm({
  action,
  order,
  onDone,
}: {
  action: OrderAction;
  order: OrderDetail;
  onDone: () => void;
}) {
  switch (action) {
    case 'setShippingQuote':
      return <ShippingQuoteForm order={order} onDone={onDone} />;
    case 'addFee':
      return <AdditionalFeeForm order={order} onDone={onDone} />;
    case 'recordPayment':
      return <RecordPaymentForm order={order} onDone={onDone} />;
    case 'ship':
      return <ShipOrderForm order={order} onDone={onDone} />;
    case 'cancel':
      return <CancelOrderForm order={order} onDone={onDone} />;
  }
}

/**
 * The seller's next steps: one button per action the detail's `actions` allows (the server refuses
 * anything else), each opening its form in a dialog.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  const actions = orderedActions(order.actions);
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Group gap="xs" data-testid="order-actions">
        {actions.map((action) => (
          <Button
            key={action}
            variant={
              action === 'cancel'
                ? 'light'
                : action === 'recordPayment' || action === 'ship'
                  ? 'filled'
                  : 'default'
            }
            color={action === 'cancel' ? 'red' : undefined}
            leftSection={ICONS[action]}
            onClick={() => setOpen(action)}
          >
            {ORDER_ACTION_LABELS[action]}
          </Button>
        ))}
      </Group>
      <Modal
        opened={open !== null}
        onClose={close}
        title={open ? `${ORDER_ACTION_LABELS[open]} · order #${order.orderNumber}` : ''}
        size="lg"
        centered
      >
        {open ? <ActionForm action={open} order={order} onDone={close} /> : null}
      </Modal>
    </>
  );
}
