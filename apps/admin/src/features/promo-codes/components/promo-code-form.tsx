import { Button, Group, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CreatePromoCodeBody, PromoCode } from '@patchbay/contract';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { useSavePromoCode } from '../api/promo-codes';

interface Values {
  code: string;
  description: string;
  type: 'percentage' | 'flat';
  value: string;
  storefrontId: string;
  minOrderValue: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  active: boolean;
}

/** An ISO instant as a datetime-local input shows it (the viewer's zone), and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : null);
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

function toValues(p?: PromoCode): Values {
  return {
    code: p?.code ?? '',
    description: p?.description ?? '',
    type: p?.type ?? 'percentage',
    value: p ? String(Number(p.value)) : '',
    storefrontId: p?.storefront?.id ?? '',
    minOrderValue: p?.minOrderValue ?? '',
    startsAt: toLocal(p?.startsAt ?? null),
    endsAt: toLocal(p?.endsAt ?? null),
    maxUses: p?.maxUses === null || p?.maxUses === undefined ? '' : String(p.maxUses),
    active: p?.active ?? true,
  };
}

function toBody(v: Values): CreatePromoCodeBody {
  return {
    code: v.code.trim(),
    description: orNull(v.description),
    type: v.type,
    value: v.value.trim(),
    storefrontId: orNull(v.storefrontId),
    minOrderValue: orNull(v.minOrderValue),
    startsAt: fromLocal(v.startsAt),
    endsAt: fromLocal(v.endsAt),
    maxUses: v.maxUses.trim() === '' ? null : Number(v.maxUses),
    active: v.active,
  };
}

/** /promocode/new and /promocode/edit: the code, its discount, where and when it applies, and its limit. */
export function PromoCodeForm({
  promoCode,
  storefronts,
  onSaved,
}: {
  promoCode?: PromoCode;
  storefronts: { id: string; title: string }[];
  onSaved: (saved: PromoCode) => void;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(promoCode),
    clearInputErrorOnChange: true,
  });
  const save = useSavePromoCode();
  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    const data = promoCode
      ? Object.fromEntries(
          Object.entries(body).filter(
            ([k, v]) =>
              JSON.stringify(v) !==
              JSON.stringify(toBody(toValues(promoCode))[k as keyof CreatePromoCodeBody]),
          ),
        )
      : body;
    save.mutate(promoCode ? { id: promoCode.id, data } : { data: body }, {
      onSuccess: (response) => {
        notifications.show({ color: 'green', message: response.message });
        onSaved(response.promoCode);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) form.setErrors(fields);
        notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });
  });
  const type = form.getValues().type;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={promoCode ? `Edit promo code ${promoCode.code}` : 'New promo code'}
    >
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Code"
            required
            description="3 to 30 letters, digits, - or _"
            {...form.getInputProps('code')}
          />
          <TextInput label="Description" {...form.getInputProps('description')} />
          <NativeSelect
            label="Type"
            data={[
              { value: 'percentage', label: 'Percent off' },
              { value: 'flat', label: 'Amount off' },
            ]}
            {...form.getInputProps('type')}
          />
          <TextInput
            label="Value"
            required
            inputMode="decimal"
            leftSection={type === 'flat' ? '$' : undefined}
            rightSection={type === 'percentage' ? '%' : undefined}
            {...form.getInputProps('value')}
          />
          <NativeSelect
            label="Storefront"
            data={[
              { value: '', label: 'All storefronts' },
              ...storefronts.map((s) => ({ value: s.id, label: s.title })),
            ]}
            {...form.getInputProps('storefrontId')}
          />
          <TextInput
            label="Minimum order"
            inputMode="decimal"
            leftSection="$"
            placeholder="None"
            {...form.getInputProps('minOrderValue')}
          />
          <TextInput label="Starts" type="datetime-local" {...form.getInputProps('startsAt')} />
          <TextInput label="Ends" type="datetime-local" {...form.getInputProps('endsAt')} />
          <TextInput
            label="Use limit"
            inputMode="numeric"
            placeholder="No limit"
            {...form.getInputProps('maxUses')}
          />
        </SimpleGrid>
        <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {promoCode ? 'Save promo code' : 'Add promo code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
