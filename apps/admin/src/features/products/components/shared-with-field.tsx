import { Badge, Group, MultiSelect, Stack, Text } from '@mantine/core';
import type { AdminProduct } from '@patchbay/contract';
import { useStorefrontOwners } from '@/features/listing-requests/api/listing-requests';

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
  withdrawn: 'gray',
};

/** The organizations whose open (pending or approved) requests the form starts from. */
export function openShareIds(product: AdminProduct | undefined): string[] {
  return (product?.sharedListingRequests ?? [])
    .filter((r) => r.status === 'pending' || r.status === 'approved')
    .map((r) => r.organization.id);
}

/**
 * The product form's "Also offer on the storefronts of": saving sends a shared-listing request to
 * each organization added and withdraws the requests of those removed. Each organization's newest
 * request is listed with its status (the owner approves or declines on its requests screen).
 */
export function SharedWithField({
  product,
  value,
  onChange,
  error,
}: {
  product: AdminProduct;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const owners = useStorefrontOwners();
  const known = new Map(product.sharedListingRequests.map((r) => [r.organization.id, r.organization.name]));
  for (const owner of owners.data?.items ?? []) known.set(owner.id, owner.name);
  return (
    <Stack gap={4}>
      <MultiSelect
        label="Also offer on the storefronts of"
        description="Saving asks each organization added to show this listing, and withdraws the requests of those removed."
        placeholder={owners.isPending ? 'Loading…' : 'Choose organizations'}
        data={[...known].map(([id, name]) => ({ value: id, label: name }))}
        value={value}
        onChange={onChange}
        error={error}
        searchable
        clearable
      />
      {product.sharedListingRequests.length > 0 ? (
        <Stack gap={2} aria-label="Shared-listing requests">
          {product.sharedListingRequests.map((r) => (
            <Group key={r.id} gap="xs">
              <Text size="sm">{r.organization.name}</Text>
              <Badge size="sm" variant="light" color={STATUS_COLORS[r.status] ?? 'gray'}>
                {r.status}
              </Badge>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
