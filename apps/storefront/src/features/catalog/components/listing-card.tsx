import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ListingCard as ListingCardData } from '@patchbay/contract';
import { formatMoney } from '@patchbay/domain';
import { use, useId } from 'react';
import { Link } from 'react-router';
import { availabilityText } from '../utils/listing-display';
import { ConditionBadge } from './condition-badge';
import classes from './listing-card.module.css';
import { ListingCardExtrasContext } from './listing-card-extras';
import { ListingPrice } from './listing-price';

/** A listing in results, on the home page and under "other sellers": an article titled by its link. */
export function ListingCard({
  listing,
  eager = false,
  first = false,
}: {
  listing: ListingCardData;
  /** A card in the first row: its image loads at once (it may be the page's largest paint). */
  eager?: boolean;
  /** The first card: on a phone its image is the page's largest paint, fetched before the rest. */
  first?: boolean;
}) {
  const titleId = useId();
  const inStock = listing.numAvailable > 0;
  const extras = use(ListingCardExtrasContext);
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-labelledby={titleId}
    >
      <Card.Section>
        {/* The title below is the link people and screen readers use; this one is for the mouse. */}
        <Link to={listing.path} className={classes.imageLink} tabIndex={-1} aria-hidden="true">
          <Image
            src={listing.imageUrl}
            alt=""
            className={classes.image}
            loading={eager || first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
          />
        </Link>
      </Card.Section>
      <Group gap={6} mt="xs">
        <ConditionBadge condition={listing.condition} size="sm" />
      </Group>
      <Title order={3} fz="md" fw={600} lh={1.35} lineClamp={2}>
        <Link to={listing.path} id={titleId} className={classes.title}>
          {listing.title}
        </Link>
      </Title>
      <Text size="sm" c="dimmed">
        {listing.oemName} · {listing.oemPartNumber}
      </Text>
      <Stack gap={4} className={classes.footer}>
        <ListingPrice listing={listing} />
        <Text size="sm" fw={500} c={inStock ? 'teal' : 'red'}>
          {availabilityText(listing.numAvailable)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          Sold by {listing.sellerName}
        </Text>
        {listing.offerCount > 1 && (
          <Anchor component={Link} to={`${listing.path}#offers`} size="xs" fw={600}>
            {listing.offerCount} offers
            {listing.lowestPrice !== null && ` from ${formatMoney(listing.lowestPrice, { precise: true })}`}
          </Anchor>
        )}
        {extras?.(listing)}
      </Stack>
    </Card>
  );
}
