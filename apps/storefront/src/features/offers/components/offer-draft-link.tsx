import { Anchor, Badge } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import classes from './offer-draft-link.module.css';

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
      className={classes.link}
    >
      <IconTag size={24} aria-hidden="true" className={classes.icon} />
      <span className={classes.word}>Offer</span>
      <Badge
        size="md"
        circle
        variant="filled"
        color="brand"
        component="span"
        aria-hidden="true"
        className={classes.count}
      >
        {count}
      </Badge>
    </Anchor>
  );
}
