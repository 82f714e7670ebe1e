import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMoney } from '@patchbay/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOfferDraft } from '../hooks/use-offer-draft';
import { draftItemTotal, draftPriceError, draftQuantityError } from '../utils/offer-form';
import type { OfferableListing } from './make-offer-button';

interface OfferFormValues {
  quantity: number | string;
  unitPrice: string;
}

/**
 * The 'Make an offer' dialog (MakeOfferButton loads it on first use): a unit price and quantity
 * go into the offer being prepared, which /myoffer sends. Opening it starts from the listing's
 * minimum, or from the item already in the offer.
 */
export function MakeOfferModal({
  listing,
  opened,
  onClose,
}: {
  listing: OfferableListing;
  opened: boolean;
  onClose: () => void;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const [added, setAdded] = useState(false);
  const draft = useOfferDraft();
  const existing = draft.items.find((item) => item.listingId === listing.id);
  const form = useForm<OfferFormValues>({
    mode: 'controlled',
    initialValues: { quantity: listing.minQuantity, unitPrice: '' },
    validate: {
      unitPrice: (value) => draftPriceError(value, listing.price),
      quantity: (value) => draftQuantityError(value, listing.minQuantity, listing.quantityMultiple),
    },
    clearInputErrorOnChange: true,
  });

  // Each opening starts afresh (the form, and 'added' from the last time).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form
  useEffect(() => {
    if (!opened) return;
    setAdded(false);
    form.setValues(
      existing
        ? { quantity: existing.quantity, unitPrice: existing.unitPrice }
        : { quantity: listing.minQuantity, unitPrice: '' },
    );
    form.resetDirty();
  }, [opened]);

  const quantity = Number(form.values.quantity);
  const total =
    draftPriceError(form.values.unitPrice, listing.price) === null &&
    Number.isInteger(quantity) &&
    quantity > 0
      ? draftItemTotal({ unitPrice: form.values.unitPrice, quantity })
      : null;

  const submit = form.onSubmit((values) => {
    draft.put({
      listingId: listing.id,
      quantity: Number(values.quantity),
      unitPrice: values.unitPrice.trim(),
      title: listing.displayName,
      path: listing.path,
      imageUrl: listing.imageUrl,
      seller: { id: listing.seller.id, name: listing.seller.name },
      listPrice: listing.price,
      minQuantity: listing.minQuantity,
      quantityMultiple: listing.quantityMultiple,
    });
    setAdded(true);
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Make an offer" centered>
      {added ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden="true" />} role="status">
            Added to your offer. Review it and send it to the seller from My Offers.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Continue shopping
            </Button>
            <Button component={Link} to={paths.myOffer.getHref()}>
              Review and send offer
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate aria-label="Make an offer" onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {listing.displayName}
              {listing.displayName.includes(listing.oemPartNumber) ? '' : ` · ${listing.oemPartNumber}`} ·
              sold by {listing.seller.name}
            </Text>
            {listing.price !== null && (
              <Text size="sm">
                Listing price: <strong>{formatMoney(listing.price)}</strong> per unit. Offers may not be above
                it.
              </Text>
            )}
            <TextInput
              {...form.getInputProps('unitPrice')}
              label="Your price per unit (USD)"
              leftSection="$"
              inputMode="decimal"
              withAsterisk
              autoComplete="off"
            />
            <NumberInput
              {...form.getInputProps('quantity')}
              label="Quantity"
              withAsterisk
              min={listing.minQuantity}
              step={listing.quantityMultiple}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
            />
            <Text size="sm" aria-live="polite">
              Offer total: <strong>{total === null ? '—' : formatMoney(total)}</strong>
            </Text>
            <Text size="xs" c="dimmed">
              The seller may accept, counter or reject your offer. Each proposal stays valid for a limited
              time.
            </Text>
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">{existing ? 'Update offer item' : 'Add to offer'}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
