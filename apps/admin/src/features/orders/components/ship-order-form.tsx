import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { OrderDetail } from '@patchbay/contract';
import { COURIERS } from '@patchbay/domain';
import { todayIsoDate } from '@patchbay/ui';
import { shipOrderInputSchema, useShipOrder } from '../api/ship-order';
import { useOrderActionHandlers } from '../hooks/use-order-action-handlers';
import { type ShipmentValues, toShipmentBody, withOrderEventDate } from '../utils/order-action-forms';
import { OrderDateInput } from './order-date-input';

const COURIER_OPTIONS = [
  { value: '', label: 'Choose a courier' },
  ...COURIERS.map((courier) => ({ value: courier, label: courier })),
];

/**
 * SPEC.md §5 Shipment: courier company (and its name if Other), tracking number, a valid URL and
 * the date, checked with the domain's shipmentSchema (the server's own rules and messages).
 */
export function ShipOrderForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const form = useForm<ShipmentValues>({
    initialValues: {
      courierCompany: '',
      courierName: '',
      trackingNumber: '',
      trackingUrl: '',
      shipmentDate: todayIsoDate(),
    },
    validate: (values) =>
      withOrderEventDate(
        schemaResolver(shipOrderInputSchema, { sync: true })(toShipmentBody(values)),
        'shipmentDate',
        values.shipmentDate,
        order.dateOrdered,
      ),
    clearInputErrorOnChange: true,
  });
  const ship = useShipOrder({ mutationConfig: useOrderActionHandlers({ order, form, onDone }) });

  return (
    <form
      noValidate
      aria-label="Mark shipped"
      onSubmit={form.onSubmit((values) =>
        ship.mutate({ id: order.id, data: shipOrderInputSchema.parse(toShipmentBody(values)) }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <NativeSelect
            {...form.getInputProps('courierCompany')}
            label="Courier company"
            data={COURIER_OPTIONS}
            required
            data-autofocus
          />
          {form.values.courierCompany === 'Other' ? (
            <TextInput {...form.getInputProps('courierName')} label="Courier name" required />
          ) : null}
          <TextInput {...form.getInputProps('trackingNumber')} label="Tracking number" required />
          <TextInput
            {...form.getInputProps('trackingUrl')}
            label="Tracking URL"
            type="url"
            placeholder="https://"
            required
          />
          <OrderDateInput
            {...form.getInputProps('shipmentDate')}
            label="Shipment date"
            dateOrdered={order.dateOrdered}
            required
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={ship.isPending}>
            Mark shipped
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
