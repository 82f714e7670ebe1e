import 'mantine-datatable/styles.css';
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ShippingEstimateBody, shippingEstimateBodySchema } from '@patchbay/contract';
import { CANADIAN_PROVINCES, US_STATES } from '@patchbay/domain';
import { Money, SCROLLABLE_REGION } from '@patchbay/ui';
import { DataTable } from 'mantine-datatable';
import { type FormEvent, useState } from 'react';
import { type ShippingEstimateResult, useEstimateShipping } from '@/features/channels/api/estimate-shipping';
import { useProducts } from '@/features/products/api/get-products';
import { ReportHeader } from '@/features/reports/components/report-header';
import { errorMessage, fieldErrors } from '@/lib/api-error';

type Mode = 'listing' | 'package';

interface FormState {
  mode: Mode;
  listingId: string | null;
  quantity: number | string;
  weightLb: string;
  lengthIn: string;
  widthIn: string;
  heightIn: string;
  country: 'US' | 'CA';
  state: string;
  zipcode: string;
}

const INITIAL: FormState = {
  mode: 'listing',
  listingId: null,
  quantity: 1,
  weightLb: '',
  lengthIn: '',
  widthIn: '',
  heightIn: '',
  country: 'US',
  state: '',
  zipcode: '',
};

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The request body of the form as filled in: the contract checks it before it is sent. */
function bodyOf(form: FormState): ShippingEstimateBody {
  return {
    ...(form.mode === 'listing'
      ? { listingId: form.listingId ?? undefined }
      : {
          package: {
            weightLb: form.weightLb.trim(),
            lengthIn: optional(form.lengthIn),
            widthIn: optional(form.widthIn),
            heightIn: optional(form.heightIn),
          },
        }),
    quantity: typeof form.quantity === 'number' ? form.quantity : Number.NaN,
    destination: { country: form.country, state: optional(form.state), zipcode: optional(form.zipcode) },
  };
}

/** Field messages by dotted path ('package.weightLb'), the first one per field. */
function issuesOf(body: ShippingEstimateBody): Record<string, string> | null {
  const parsed = shippingEstimateBodySchema.safeParse(body);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

function ListingPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const products = useProducts({ q: search || undefined, pageSize: 20 });
  const items = products.data?.items ?? [];
  return (
    <Select
      label="Listing"
      placeholder={products.isPending ? 'Loading your listings…' : 'Search your listings'}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      value={value}
      onChange={onChange}
      nothingFoundMessage={products.isError ? errorMessage(products.error) : 'No listing matches'}
      data={items.map((item) => ({
        value: item.listingId,
        label: `${item.displayName} · ${item.oemPartNumber} (${item.condition})`,
      }))}
      error={error}
    />
  );
}

function Rates({ result }: { result: ShippingEstimateResult }) {
  const from = [result.origin.state, result.origin.country].filter(Boolean).join(', ');
  const to = [result.destination.zip, result.destination.state, result.destination.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Rates">
      <Title order={3} size="h4" mb={2}>
        Rates
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {result.listing ? `${result.listing.name}, ` : ''}
        {result.quantity} × {result.package.weightLb ?? '1'} lb, from {from || 'an unknown address'} to {to}.
        Rates from {result.provider === 'shippo' ? 'Shippo' : 'the built-in rate table'}; buyers pay the
        carrier rate plus a {result.rates[0]?.markupPercent ?? 30} % markup.
      </Text>
      {result.rates.length === 0 ? (
        <Text size="sm" py="md">
          {result.shippingIncluded
            ? 'This listing ships included: buyers pay no shipping for it.'
            : 'No carrier rate for this parcel and destination.'}
        </Text>
      ) : (
        <DataTable
          scrollAreaProps={SCROLLABLE_REGION}
          records={result.rates}
          idAccessor="rateId"
          fz="sm"
          withTableBorder={false}
          columns={[
            { accessor: 'label', title: 'Service' },
            { accessor: 'carrier', title: 'Carrier' },
            {
              accessor: 'carrierAmount',
              title: 'Carrier rate',
              textAlign: 'right',
              render: (r) => <Money amount={r.carrierAmount} />,
            },
            {
              accessor: 'markupAmount',
              title: 'Markup',
              textAlign: 'right',
              render: (r) => (
                <>
                  <Money amount={r.markupAmount} /> ({r.markupPercent} %)
                </>
              ),
            },
            {
              accessor: 'amount',
              title: 'Buyer pays',
              textAlign: 'right',
              render: (r) => <Money amount={r.amount} />,
            },
          ]}
        />
      )}
    </Card>
  );
}

/** /searchshippingestimate: what the checkout would charge to ship a listing or a package somewhere. */
export function ShippingEstimateRoute() {
  // long-function: one form's markup in the order it shows; its rules are the contract's and the server's.
  const [form, setForm] = useState<FormState>(INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const estimate = useEstimateShipping();
  const set = (changes: Partial<FormState>) => setForm((previous) => ({ ...previous, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(form);
    const issues = issuesOf(body);
    setErrors(issues ?? {});
    if (issues) return;
    estimate.mutate(body, { onError: (error) => setErrors(fieldErrors(error) ?? {}) });
  };
  const regions = form.country === 'CA' ? CANADIAN_PROVINCES : US_STATES;
  return (
    <Stack gap="lg">
      <ReportHeader title="Shipping estimates">
        The carrier rates the checkout offers for one of your listings or for a package, to a destination,
        with the 30 % shipping markup shown apart.
      </ReportHeader>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="form"
        onSubmit={submit}
        noValidate
        aria-label="Estimate"
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label="Estimate for"
            value={form.mode}
            onChange={(mode) => set({ mode: mode as Mode })}
            data={[
              { value: 'listing', label: 'A listing' },
              { value: 'package', label: 'A package' },
            ]}
            w="fit-content"
          />
          {form.mode === 'listing' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ListingPicker
                value={form.listingId}
                onChange={(listingId) => set({ listingId })}
                error={errors.listingId}
              />
              <NumberInput
                label="Quantity"
                min={1}
                allowDecimal={false}
                value={form.quantity}
                onChange={(quantity) => set({ quantity })}
                error={errors.quantity}
              />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <TextInput
                label="Weight (lb)"
                required
                inputMode="decimal"
                value={form.weightLb}
                onChange={(e) => set({ weightLb: e.currentTarget.value })}
                error={errors['package.weightLb'] ?? errors.listingId}
              />
              <TextInput
                label="Length (in)"
                inputMode="decimal"
                value={form.lengthIn}
                onChange={(e) => set({ lengthIn: e.currentTarget.value })}
                error={errors['package.lengthIn']}
              />
              <TextInput
                label="Width (in)"
                inputMode="decimal"
                value={form.widthIn}
                onChange={(e) => set({ widthIn: e.currentTarget.value })}
                error={errors['package.widthIn']}
              />
              <TextInput
                label="Height (in)"
                inputMode="decimal"
                value={form.heightIn}
                onChange={(e) => set({ heightIn: e.currentTarget.value })}
                error={errors['package.heightIn']}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label="Country"
              value={form.country}
              onChange={(e) => set({ country: e.currentTarget.value as 'US' | 'CA', state: '' })}
              data={[
                { value: 'US', label: 'United States' },
                { value: 'CA', label: 'Canada' },
              ]}
              error={errors['destination.country']}
            />
            <NativeSelect
              label={form.country === 'CA' ? 'Province' : 'State'}
              value={form.state}
              onChange={(e) => set({ state: e.currentTarget.value })}
              data={[{ value: '', label: 'Any' }, ...regions.map((r) => ({ value: r.code, label: r.name }))]}
            />
            <TextInput
              label={form.country === 'CA' ? 'Postal code' : 'Zip code'}
              value={form.zipcode}
              onChange={(e) => set({ zipcode: e.currentTarget.value })}
              error={errors['destination.zipcode']}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={estimate.isPending}>
              Estimate
            </Button>
          </Group>
        </Stack>
      </Card>
      {estimate.isError && Object.keys(errors).length === 0 ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(estimate.error)}
        </Alert>
      ) : null}
      {estimate.data ? (
        <Rates result={estimate.data} />
      ) : (
        <Text c="dimmed" size="sm">
          No estimate yet: choose a listing or enter a package, then a destination.
        </Text>
      )}
    </Stack>
  );
}
