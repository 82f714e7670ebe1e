import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { OrderDetail } from '@patchbay/contract';
import { COURIERS } from '@patchbay/domain';
import { todayIsoDate } from '@patchbay/ui';
import { shipOrderInputSchema, useShipOrder } from '../api/ship-order';
import { useOrderActionHandlers } from '../hooks/use-order-action-handlers';
import { type ShipmentValues, toShipmentBody } from '../utils/order-action-forms';

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
    validate: (values) => schemaResolver(shipOrderInputSchema, { sync: true })(toShipmentBody(values)),
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
          <TextInput {...form.getInputProps('shipmentDate')} label="Shipment date" type="date" required />
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
