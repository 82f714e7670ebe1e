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
      c="inherit"
      fw={600}
      size="sm"
      aria-label={`My offer, ${count} items`}
    >
      Offer{' '}
      <Badge size="sm" circle variant="filled" color="accent" component="span">
        {count}
      </Badge>
    </Anchor>
  );
}
