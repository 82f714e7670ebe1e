import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SavedAddress } from '@patchbay/contract';
import { ADDRESS_KINDS, type AddressKind } from '@patchbay/domain';
import { ErrorState } from '@patchbay/ui';
import { IconMapPin } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { type AddressPerson, addressLine, fromSavedAddress, toAddressBody } from '@/lib/address-values';
import { failureMessage } from '@/lib/failure-message';
import { useDeleteAddress, useSaveAddress, useSavedAddresses } from '../api/saved-addresses';
import { AddressFormModal, type AddressFormModalProps } from './address-form-modal';

const HEADINGS: Record<AddressKind, string> = {
  shipping: 'Shipping addresses',
  billing: 'Billing addresses',
};

export interface AddressBookScreenProps {
  person: AddressPerson;
  canShare: boolean;
}

/** The account area's address book (/addresses): saved shipping and billing addresses, picked at checkout. */
export function AddressBookScreen({ person, canShare }: AddressBookScreenProps) {
  const addresses = useSavedAddresses();
  const [editing, setEditing] = useState<AddressFormModalProps['editing']>(null);

  let content: React.ReactNode;
  if (!addresses.data && addresses.isError) {
    content = (
      <ErrorState
        title="Your addresses could not be loaded"
        message={failureMessage(addresses.error)}
        onRetry={() => void addresses.refetch()}
      />
    );
  } else if (!addresses.data) {
    content = (
      <Stack gap="xs" aria-label="Loading addresses" role="status">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  } else {
    const items = addresses.data.items;
    content = ADDRESS_KINDS.map((kind) => (
      <AddressKindSection
        key={kind}
        kind={kind}
        items={items.filter((item) => item.kind === kind)}
        onAdd={() => setEditing({ kind })}
        onEdit={(address) => setEditing({ address })}
      />
    ));
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>Addresses</Title>
          <Text c="gray.7">
            Saved addresses are picked in one click at checkout on every storefront; the default comes first.
          </Text>
        </div>
        {content}
      </Stack>
      <AddressFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        person={person}
        canShare={canShare}
      />
    </Container>
  );
}

function AddressKindSection({
  kind,
  items,
  onAdd,
  onEdit,
}: {
  kind: AddressKind;
  items: SavedAddress[];
  onAdd: () => void;
  onEdit: (address: SavedAddress) => void;
}) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id={headingId}>
          {HEADINGS[kind]}
        </Title>
        <Button variant="light" onClick={onAdd}>
          Add {kind} address
        </Button>
      </Group>
      {items.length === 0 ? (
        <EmptyState
          icon={<IconMapPin size={28} aria-hidden="true" />}
          withIndicatorBackground
          title={`No ${kind} addresses yet.`}
          description="Save one to pick it at checkout instead of typing it again."
          py={24}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {items.map((item) => (
            <AddressCard key={item.id} item={item} onEdit={() => onEdit(item)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function AddressCard({ item, onEdit }: { item: SavedAddress; onEdit: () => void }) {
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const failed = (error: unknown) => notifications.show({ color: 'red', message: failureMessage(error) });
  const makeDefault = () =>
    save.mutate(
      {
        id: item.id,
        body: {
          kind: item.kind,
          label: item.label,
          address: toAddressBody(fromSavedAddress(item.address)),
          shared: item.shared,
          isDefault: true,
        },
      },
      { onError: failed },
    );
  const { address } = item;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
        <Text fw={700}>{item.label}</Text>
        <Group gap={4}>
          {item.isDefault && <Badge color="green">Default</Badge>}
          {item.shared && <Badge variant="light">Shared</Badge>}
        </Group>
      </Group>
      <Text size="sm">
        {address.firstname} {address.lastname}
        {address.company ? `, ${address.company}` : ''}
      </Text>
      <Text size="sm">{addressLine(address)}</Text>
      <Text size="sm" c="gray.7">
        {address.email} · {address.contactnumber}
      </Text>
      {item.mine ? (
        <Group gap="xs" mt="sm">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${item.label}`}>
            Edit
          </Button>
          {!item.isDefault && (
            <Button size="xs" variant="default" loading={save.isPending} onClick={makeDefault}>
              Make default
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            aria-label={`Delete ${item.label}`}
            onClick={() => remove.mutate(item.id, { onError: failed })}
          >
            Delete
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="gray.7" mt="sm">
          Shared by {item.ownerName}
        </Text>
      )}
    </Card>
  );
}
