import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type SavedAddress, savedAddressBodySchema } from '@patchbay/contract';
import type { AddressKind } from '@patchbay/domain';
import { ApiError } from '@patchbay/ui';
import { useState } from 'react';
import { AddressFields } from '@/components/address-fields';
import {
  type AddressPerson,
  type AddressValues,
  emptyAddress,
  fromSavedAddress,
  toAddressBody,
} from '@/lib/address-values';
import { failureMessage } from '@/lib/failure-message';
import { useSaveAddress } from '../api/saved-addresses';

interface AddressFormValues {
  kind: AddressKind;
  label: string;
  address: AddressValues;
  shared: boolean;
  isDefault: boolean;
}

const resolve = schemaResolver(savedAddressBodySchema, { sync: true });
const KIND_NAMES: Record<AddressKind, string> = { shipping: 'shipping', billing: 'billing' };

export interface AddressFormModalProps {
  /** What is being edited: a saved address, or a new one of a kind. */
  editing: { address: SavedAddress } | { kind: AddressKind } | null;
  onClose: () => void;
  person: AddressPerson;
  /** The buyer belongs to an organization: the address may be shared with it. */
  canShare: boolean;
}

/** Add or change a saved address: a name for it, the address (checked like the checkout's), share and default. */
export function AddressFormModal({ editing, onClose, person, canShare }: AddressFormModalProps) {
  const existing = editing && 'address' in editing ? editing.address : null;
  const kind = existing?.kind ?? (editing && 'kind' in editing ? editing.kind : 'shipping');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      title={existing ? `Edit “${existing.label}”` : `New ${KIND_NAMES[kind]} address`}
    >
      {editing && (
        <AddressForm
          key={existing?.id ?? kind}
          existing={existing}
          kind={kind}
          person={person}
          canShare={canShare}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function AddressForm({
  existing,
  kind,
  person,
  canShare,
  onDone,
}: {
  existing: SavedAddress | null;
  kind: AddressKind;
  person: AddressPerson;
  canShare: boolean;
  onDone: () => void;
}) {
  const form = useForm<AddressFormValues>({
    mode: 'controlled',
    initialValues: {
      kind,
      label: existing?.label ?? '',
      address: existing ? fromSavedAddress(existing.address) : emptyAddress(person),
      shared: existing?.shared ?? false,
      isDefault: existing?.isDefault ?? false,
    },
    validate: resolve,
  });
  const save = useSaveAddress();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      const body = { ...values, address: toAddressBody(values.address) };
      save.mutate(
        { id: existing?.id, body },
        {
          onSuccess: ({ message }) => {
            notifications.show({ color: 'green', message });
            onDone();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
            setFailure(failureMessage(error));
          },
        },
      );
    },
    () => setFailure('Please check the fields marked in red.'),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={existing ? 'Edit address' : 'New address'}>
      <Stack gap="md">
        <TextInput
          label="Name of this address"
          description="For example: Denver warehouse"
          required
          maxLength={100}
          data-autofocus
          {...form.getInputProps('label')}
        />
        <AddressFields form={form} path="address" section={kind} />
        {canShare && (
          <Checkbox
            label="Share with my organization (colleagues can pick it at checkout)"
            {...form.getInputProps('shared', { type: 'checkbox' })}
          />
        )}
        <Checkbox
          label={`Use as my default ${KIND_NAMES[kind]} address`}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
