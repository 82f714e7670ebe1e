import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';

/** The header's link to the offer being prepared (/myoffer), with its item count; hidden while empty. */
export function OfferDraftLink() {
  const count = useClientState('offerCount');
  if (count <= 0) return null;
  return (
    <Anchor
      component={Link}
      to={paths.myOffer.getHref()}
      fw={600}
      underline="hover"
      aria-label={`My offer, ${count} ${count === 1 ? 'item' : 'items'}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}
    >
      Offer
      <Badge size="md" circle variant="filled" color="brand" component="span" aria-hidden="true">
        {count}
      </Badge>
    </Anchor>
  );
}
