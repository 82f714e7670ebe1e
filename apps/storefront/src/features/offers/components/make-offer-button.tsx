import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ListingDetail } from '@patchbay/contract';
import { IconTag } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The dialog and its checks (the offer API's schemas, and zod with them) load on first use: the
// product page shows the button without them.
const MakeOfferModal = lazy(() => import('./make-offer-modal').then((m) => ({ default: m.MakeOfferModal })));

export type OfferableListing = Pick<
  ListingDetail,
  | 'id'
  | 'displayName'
  | 'oemPartNumber'
  | 'path'
  | 'imageUrl'
  | 'price'
  | 'minQuantity'
  | 'quantityMultiple'
  | 'canMakeOffer'
  | 'seller'
>;

/**
 * 'Make an offer' on the product page (shown when the listing takes offers, SPEC.md §5
 * canMakeOffer): opens the dialog that puts a unit price and quantity into the offer being
 * prepared, which /myoffer sends.
 */
export function MakeOfferButton({ listing }: { listing: OfferableListing }) {
  const [opened, modal] = useDisclosure(false);
  // Mounted from the first opening on, so that closing it plays its transition.
  const [used, setUsed] = useState(false);
  if (!listing.canMakeOffer) return null;
  return (
    <>
      <Button
        size="md"
        variant="outline"
        leftSection={<IconTag size={18} aria-hidden="true" />}
        onClick={() => {
          setUsed(true);
          modal.open();
        }}
      >
        Make an offer
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MakeOfferModal listing={listing} opened={opened} onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
