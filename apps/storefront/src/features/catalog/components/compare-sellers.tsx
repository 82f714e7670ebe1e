import { Anchor, Badge, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ListingDetail } from '@patchbay/contract';
import { formatMoney } from '@patchbay/domain';
import { Link } from 'react-router';
import { QuickAddToCart } from '@/features/cart/components/quick-add-to-cart';
import { availabilityText, shippingEstimateText } from '../utils/listing-display';
import { ConditionBadge } from './condition-badge';

/**
 * The product's offers on this storefront side by side (issue 17 "compare sellers"): one row per
 * seller's listing with its price, condition, stock, when it ships and its own Add to cart.
 */
export function CompareSellers({ listing }: { listing: ListingDetail }) {
  const { offers } = listing;
  if (offers.length < 2) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" id="offers" aria-labelledby="offers-title">
      <Title order={2} size="h4" id="offers-title">
        Compare sellers
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {offers.length} offers of this product on this store
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-labelledby="offers-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Seller</Table.Th>
              <Table.Th scope="col">Price</Table.Th>
              <Table.Th scope="col">Condition</Table.Th>
              <Table.Th scope="col">Stock</Table.Th>
              <Table.Th scope="col">Ships in</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Add to cart</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((offer) => {
              const ships = offer.shipsIn ? shippingEstimateText(offer.shipsIn.min, offer.shipsIn.max) : null;
              return (
                <Table.Tr key={offer.listingId} aria-current={offer.current ? 'page' : undefined}>
                  <Table.Th scope="row" fw={600}>
                    {offer.current ? (
                      <>
                        {offer.seller.name}{' '}
                        <Badge size="xs" variant="outline" color="dark">
                          This page
                        </Badge>
                      </>
                    ) : (
                      <Anchor component={Link} to={offer.path}>
                        {offer.seller.name}
                      </Anchor>
                    )}
                  </Table.Th>
                  <Table.Td>
                    {offer.price !== null
                      ? formatMoney(offer.price, { precise: true })
                      : 'Sign in to see the price'}
                    {offer.isShippingIncluded && (
                      <Text size="xs" c="gray.7">
                        Shipping included
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ConditionBadge condition={offer.condition} size="sm" />
                  </Table.Td>
                  <Table.Td>{availabilityText(offer.numAvailable)}</Table.Td>
                  <Table.Td>{ships ? ships.replace(/^Ships in /, '') : '—'}</Table.Td>
                  <Table.Td>
                    {offer.purchasable && offer.price !== null ? (
                      <QuickAddToCart
                        listing={{ id: offer.listingId, title: `${listing.title} from ${offer.seller.name}` }}
                        loadRules={async () => offer}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
