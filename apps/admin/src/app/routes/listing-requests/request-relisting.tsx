import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CONDITIONS, formatMoney } from '@patchbay/domain';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import {
  type RelistableListingItem,
  useCreateRelistingRequest,
  useRelistableListings,
} from '@/features/listing-requests/api/listing-requests';
import { errorMessage, fieldErrors } from '@/lib/api-error';

const REASON_LABEL: Record<string, string> = {
  deleted: 'Deleted',
  soldOut: 'Sold out',
  expired: 'Expired (product retired)',
  otherSeller: 'Listed by another seller',
};

function RequestForm({ listing, onDone }: { listing: RelistableListingItem; onDone: () => void }) {
  const create = useCreateRelistingRequest();
  const [price, setPrice] = useState(listing.price.replace(/\.?0+$/, ''));
  const [quantity, setQuantity] = useState<number | string>(1);
  const [condition, setCondition] = useState<string>(listing.condition);
  const [note, setNote] = useState('');
  const errors = fieldErrors(create.error) ?? {};
  return (
    <Stack
      gap="sm"
      maw={520}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          {
            listingId: listing.id,
            price,
            quantity: Number(quantity),
            condition: condition as (typeof CONDITIONS)[number],
            ...(note ? { note } : {}),
          },
          {
            onSuccess: (r) => {
              notifications.show({ color: 'green', message: r.message });
              onDone();
            },
          },
        );
      }}
    >
      <Text fw={600}>
        Relist {listing.displayName} ({listing.oemPartNumber}) of {listing.organization.name}
      </Text>
      <TextInput
        label="Price (USD)"
        required
        value={price}
        onChange={(e) => setPrice(e.currentTarget.value)}
        error={errors.price}
      />
      <NumberInput
        label="Quantity"
        required
        min={1}
        value={quantity}
        onChange={setQuantity}
        error={errors.quantity}
      />
      <Select
        label="Condition"
        data={[...CONDITIONS]}
        value={condition}
        onChange={(v) => setCondition(v ?? listing.condition)}
        allowDeselect={false}
      />
      <Textarea label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={2000} />
      {create.isError && !fieldErrors(create.error) && (
        <Alert color="red" role="alert">
          {errorMessage(create.error)}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={create.isPending}>
          Send request
        </Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /request/relisting: ask to relist an own deleted, sold-out or expired listing (the operator
 * decides), or to list a product another seller lists (that seller decides), with a price and quantity.
 */
export function RequestRelistingRoute() {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const listings = useRelistableListings(debounced.trim());
  const [chosen, setChosen] = useState<RelistableListingItem | null>(null);
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Request relisting</Title>
        <Text c="dimmed" size="sm">
          Your deleted, sold-out and expired listings are listed below; search by part number or name to find
          another seller's listing of a product you want to sell too. The decision is mailed to you and shown
          on Relisting requests.
        </Text>
      </Stack>
      {chosen ? (
        <RequestForm listing={chosen} onDone={() => setChosen(null)} />
      ) : (
        <>
          <TextInput
            label="Part number or name"
            placeholder="e.g. ASR-9001"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            maw={420}
          />
          {listings.isPending ? (
            <PageLoader />
          ) : listings.isError ? (
            <Alert color="red" role="alert" title="The listings could not be loaded">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(listings.error)}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => listings.refetch()}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : listings.data.items.length === 0 ? (
            <Text c="dimmed" data-testid="relistable-empty">
              Nothing to relist{debounced ? ' matches this search' : ''}.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Listing</Table.Th>
                    <Table.Th>Seller</Table.Th>
                    <Table.Th>Why</Table.Th>
                    <Table.Th>Price</Table.Th>
                    <Table.Th>
                      <span className="sr-only">Actions</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {listings.data.items.map((l) => (
                    <Table.Tr key={l.id} data-testid="relistable-row">
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {l.displayName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {l.oemPartNumber} · {l.condition} · {l.numAvailable} available
                        </Text>
                      </Table.Td>
                      <Table.Td>{l.organization.name}</Table.Td>
                      <Table.Td>{REASON_LABEL[l.reason]}</Table.Td>
                      <Table.Td>{formatMoney(l.price)}</Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="light" onClick={() => setChosen(l)}>
                          Request relisting
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
