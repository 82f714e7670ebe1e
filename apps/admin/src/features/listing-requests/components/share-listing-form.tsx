import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '@patchbay/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import {
  useCreateSharedListingRequest,
  useShareableListings,
  useStorefrontOwners,
} from '../api/listing-requests';

const shareHint = (
  <Text size="xs" c="dimmed">
    The storefront’s owner approves or declines; while approved, the listing shows in its search, product
    pages, sitemap and feed. You can withdraw it at any time below.
  </Text>
);

/**
 * Asks another organization to show one of the organization's listings on its storefronts
 * (SharedListingRequest): pick a listing, pick the storefront owner, send. The owner approves or
 * declines in its own list; until then the listing is not shown there.
 */
export function ShareListingForm() {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const listings = useShareableListings(debounced.trim());
  const owners = useStorefrontOwners();
  const create = useCreateSharedListingRequest();
  const [listingId, setListingId] = useState<string | null>(null);
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const errors = fieldErrors(create.error) ?? {};
  const failed = create.isError && !fieldErrors(create.error) ? errorMessage(create.error) : undefined;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="share-listing-title">
      <Title order={3} size="h5" id="share-listing-title" mb="xs">
        Offer a listing to another storefront
      </Title>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!listingId || !organizationId) return;
          // A refusal is shown below, from create.error.
          const result = await create.mutateAsync({ listingId, organizationId }).catch(() => null);
          if (result) notifications.show({ color: 'green', message: result.message });
          if (result) setListingId(null);
        }}
      >
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Find your listing"
              placeholder="Name or part number"
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              w={240}
            />
            <Select
              label="Listing"
              placeholder={listings.isPending ? 'Loading your listings…' : 'Pick a listing'}
              data={(listings.data?.items ?? []).map((l) => ({
                value: l.listingId,
                label: `${l.displayName} · ${l.oemPartNumber} · ${l.condition} · ${formatMoney(l.price)}`,
              }))}
              value={listingId}
              onChange={setListingId}
              error={errors.listingId ?? (listings.isError ? errorMessage(listings.error) : undefined)}
              nothingFoundMessage="No listing matches"
              searchable
              w={380}
            />
            <Select
              label="Storefront of"
              placeholder={owners.isPending ? 'Loading storefronts…' : 'Pick an organization'}
              data={(owners.data?.items ?? []).map((o) => ({
                value: o.id,
                label: `${o.name} (${o.storefronts.join(', ')})`,
              }))}
              value={organizationId}
              onChange={setOrganizationId}
              error={errors.organizationId ?? (owners.isError ? errorMessage(owners.error) : undefined)}
              searchable
              w={300}
            />
            <Button type="submit" loading={create.isPending} disabled={!listingId || !organizationId}>
              Send request
            </Button>
          </Group>
          {failed && (
            <Text size="sm" c="red" role="alert">
              {failed}
            </Text>
          )}
          {shareHint}
        </Stack>
      </form>
    </Paper>
  );
}
