import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { priceDisplay } from '../utils/listing-display';

export interface ListingPriceProps {
  listing: { price: string | null; msrpPrice: string | null };
  /** 'lg' on the product page. */
  size?: 'md' | 'lg';
  /** Why the price is hidden, as the server words it; a generic line otherwise. */
  hiddenReason?: string | null;
}

/**
 * The price (SPEC.md §9: USD, 2 decimals, commas), the MSRP struck through and the discount
 * percent when discounted; or, when the seller hides prices from guests, a link to sign in that
 * comes back here.
 */
export function ListingPrice({ listing, size = 'md', hiddenReason }: ListingPriceProps) {
  const { pathname, search } = useLocation();
  const display = priceDisplay(listing);
  const large = size === 'lg';

  if (display.kind === 'hidden') {
    return (
      <Stack gap={2}>
        <Anchor
          component={Link}
          to={paths.auth.getHref({ page: `${pathname}${search}` })}
          fw={600}
          size={large ? 'lg' : 'sm'}
        >
          Sign in to see the price
        </Anchor>
        {hiddenReason && large && (
          <Text size="sm" c="dimmed">
            {hiddenReason}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text component="span" fw={700} fz={large ? 28 : 'lg'} lh={1.2}>
        {display.price}
      </Text>
      {display.msrp && (
        <Text component="span" c="dimmed" td="line-through" size={large ? 'md' : 'sm'}>
          <VisuallyHidden>MSRP </VisuallyHidden>
          {display.msrp}
        </Text>
      )}
      {display.discountPercent !== null && (
        <Badge color="red" variant="filled" radius="sm" size={large ? 'lg' : 'sm'}>
          {display.discountPercent}% off
        </Badge>
      )}
    </Group>
  );
}
