import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { FeeScheduleBody, FeeScheduleValues } from '@patchbay/contract';
import { PAYMENT_TYPES, type PaymentType } from '@patchbay/domain';
import { Fragment } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { useSaveFeeSchedule } from '../api/pricing-information';

const VENDOR_LABELS: Record<PaymentType, string> = {
  card: 'Card',
  ach: 'ACH',
  paylater: 'PayLater',
  paypal: 'PayPal',
};
const FEE_TYPE_OPTIONS = [
  { value: 'percentage', label: 'Percentage of the line' },
  { value: 'flat', label: 'Flat amount per line' },
];

/** '2.5000' as '2.5', '99.00' as '99': what a person would type. */
const plain = (value: string) => String(Number(value));

function toValues(s: FeeScheduleValues): FeeScheduleValues {
  return {
    ...s,
    planName: s.planName ?? '',
    monthlyFees: plain(s.monthlyFees),
    serviceFeeOnOrder: plain(s.serviceFeeOnOrder),
    soldOnStorefrontFees: plain(s.soldOnStorefrontFees),
    soldOnMarketplaceFees: plain(s.soldOnMarketplaceFees),
    processingFees: Object.fromEntries(
      PAYMENT_TYPES.map((v) => [v, plain(s.processingFees[v])]),
    ) as FeeScheduleValues['processingFees'],
  };
}

/** The two fees on sales: where the sale happens, its type field and its amount field. */
const SALE_FEES = [
  { where: 'On your own storefront', type: 'soldOnStorefrontFeesType', amount: 'soldOnStorefrontFees' },
  { where: 'On the marketplace', type: 'soldOnMarketplaceFeesType', amount: 'soldOnMarketplaceFees' },
] as const;

/** /pricinginformation: the schedule of one organization, saved as a new version in force from now on. */
export function FeeScheduleForm({
  organizationId,
  current,
  canSetPlatformCharges,
}: {
  organizationId: string;
  current: FeeScheduleValues;
  canSetPlatformCharges: boolean;
}) {
  // long-function: one component's markup in the order it shows; its rules live in packages/domain.
  const form = useForm<FeeScheduleValues>({
    mode: 'controlled',
    initialValues: toValues(current),
    clearInputErrorOnChange: true,
  });
  const save = useSaveFeeSchedule();
  const submit = form.onSubmit((values) => {
    const body: FeeScheduleBody = { ...values, organizationId, planName: values.planName?.trim() || null };
    save.mutate(body, {
      onSuccess: (response) => notifications.show({ color: 'green', message: response.message }),
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) form.setErrors(fields);
        notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });
  });
  const platformOnly = !canSetPlatformCharges;
  const typeOf = (field: 'soldOnStorefrontFeesType' | 'soldOnMarketplaceFeesType') => form.getValues()[field];
  return (
    <form onSubmit={submit} noValidate aria-label="Plan and fees">
      <Stack gap="md" maw={760}>
        {platformOnly && (
          <Text size="sm" c="dimmed">
            The plan, monthly fee and fees on sales are set by the marketplace operator.
          </Text>
        )}
        <Fieldset legend="Plan">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Plan" disabled={platformOnly} {...form.getInputProps('planName')} />
            <TextInput
              label="Monthly fee"
              inputMode="decimal"
              leftSection="$"
              disabled={platformOnly}
              {...form.getInputProps('monthlyFees')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Fees on sales">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SALE_FEES.map(({ where, type, amount }) => (
              <Fragment key={amount}>
                <NativeSelect
                  label={`${where}: type`}
                  data={FEE_TYPE_OPTIONS}
                  disabled={platformOnly}
                  {...form.getInputProps(type)}
                />
                <TextInput
                  label={where}
                  inputMode="decimal"
                  leftSection={typeOf(type) === 'flat' ? '$' : undefined}
                  rightSection={typeOf(type) === 'percentage' ? '%' : undefined}
                  disabled={platformOnly}
                  {...form.getInputProps(amount)}
                />
              </Fragment>
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Fees buyers pay on your storefront">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Service fee on orders"
              inputMode="decimal"
              rightSection="%"
              {...form.getInputProps('serviceFeeOnOrder')}
            />
            {PAYMENT_TYPES.map((vendor) => (
              <TextInput
                key={vendor}
                label={`Processing fee: ${VENDOR_LABELS[vendor]}`}
                inputMode="decimal"
                rightSection="%"
                {...form.getInputProps(`processingFees.${vendor}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save pricing
          </Button>
          <Text size="sm" c="dimmed">
            Changes apply to orders placed from now on; placed orders keep their fees.
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
