import { Chip, Group, Text } from '@mantine/core';
import type { SavedAddress } from '@patchbay/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type AddressValues, addressLine, fromSavedAddress } from '@/lib/address-values';
import type { CheckoutFormState } from '../hooks/use-checkout-form';

type Form = CheckoutFormState['form'];
type Path = 'shippingAddress' | 'billingAddress';

const sameAddress = (a: AddressValues, b: AddressValues) =>
  (Object.keys(a) as (keyof AddressValues)[]).every((key) => a[key].trim() === b[key].trim());

/** Fills the form's address at `path` from a saved address. */
export function pickSavedAddress(form: Form, path: Path, saved: SavedAddress) {
  form.setFieldValue(path, fromSavedAddress(saved.address));
  form.clearFieldError(path);
}

/**
 * The buyer's saved addresses of one kind, each picked in one click (the address book in the
 * account area). The one that matches what the form holds reads as chosen.
 */
export function SavedAddressPicker({
  form,
  path,
  addresses,
}: {
  form: Form;
  path: Path;
  addresses: SavedAddress[];
}) {
  const current = form.values[path];
  const kind = path === 'shippingAddress' ? 'shipping' : 'billing';
  const mine = addresses.filter((address) => address.kind === kind);
  if (mine.length === 0) {
    return (
      <Text size="sm" c="gray.7" mb="sm">
        Save addresses in your <Link to={paths.addresses.getHref()}>address book</Link> to pick them here next
        time.
      </Text>
    );
  }
  const chosen = mine.find((address) => sameAddress(fromSavedAddress(address.address), current));
  return (
    <Chip.Group
      value={chosen?.id ?? null}
      onChange={(id) => {
        const saved = mine.find((address) => address.id === id);
        if (saved) pickSavedAddress(form, path, saved);
      }}
    >
      <Group gap="xs" mb="md" role="group" aria-label={`Saved ${kind} addresses`}>
        {mine.map((address) => (
          <Chip key={address.id} value={address.id} title={addressLine(address.address)}>
            {address.label}
            {address.isDefault ? ' (default)' : ''}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** The defaults go into an untouched form once the saved addresses arrive. */
export function applyDefaultAddresses(form: Form, addresses: SavedAddress[]) {
  const values = form.getValues();
  const shipping = addresses.find((address) => address.kind === 'shipping' && address.isDefault);
  if (shipping && values.shippingAddress.streetAddress.trim() === '') {
    pickSavedAddress(form, 'shippingAddress', shipping);
  }
  const billing = addresses.find((address) => address.kind === 'billing' && address.isDefault);
  if (billing && values.billingAddress.streetAddress.trim() === '') {
    form.setFieldValue('billingSameAsShipping', false);
    pickSavedAddress(form, 'billingAddress', billing);
  }
}
