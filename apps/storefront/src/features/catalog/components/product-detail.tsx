import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  DataList,
  Divider,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ListingDetail } from '@patchbay/contract';
import { formatCount, formatDate, formatMoney, stripMarkup } from '@patchbay/domain';
import { IconFileDescription, IconMessage2Dollar } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { HydrateOnView } from '@/components/hydrate-on-view';
import { paths } from '@/config/paths';
import {
  availabilityText,
  saleStateTexts,
  shippingEstimateText,
  tierRangeText,
  volumePrices,
} from '../utils/listing-display';
import { brandKey } from '../utils/listing-filters';
import { CompareSellers } from './compare-sellers';
import { ConditionBadge } from './condition-badge';
import { CopyLinkButton } from './copy-link-button';
import { ListingPrice } from './listing-price';
import { ProductGallery } from './product-gallery';

// The quote form (its fields, validation and the contract's schemas) loads when first opened:
// most visits never open it, and a phone should not download and run it to show the product.
const QuoteRequestModal = lazy(() =>
  import('./quote-request-modal').then((m) => ({ default: m.QuoteRequestModal })),
);

export interface ProductDetailProps {
  listing: ListingDetail;
  /** 'Make an offer' from the offers feature, beside 'Request quote' (shown when the listing takes offers). */
  offer?: ReactNode;
  /** Buying controls from other features ('Add to cart'), placed above the quote request. */
  purchase?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Seller-written text may carry markup: shown as plain text (SPEC.md §5). */
const plain = (text: string | null) => (text ? stripMarkup(text) : '');

function ShippingSection({ listing }: { listing: ListingDetail }) {
  const { shipping } = listing;
  const estimate = shippingEstimateText(shipping.minShippingEstimate, shipping.maxShippingEstimate);
  return (
    <Section title="Shipping">
      <DataList size="sm" labelWidth={150}>
        <Item label="Shipping">
          {shipping.isShippingIncluded ? 'Free Shipping (included in the price)' : 'Calculated at checkout'}
        </Item>
        {!shipping.isShippingIncluded && shipping.freeShippingMinOrderAmount && (
          <Item label="Free shipping">On orders over {formatMoney(shipping.freeShippingMinOrderAmount)}</Item>
        )}
        {estimate && <Item label="Estimate">{estimate}</Item>}
        {shipping.arrivalDate && (
          <Item label="Arrives by">{formatDate(shipping.arrivalDate, 'MM/DD/YYYY')}</Item>
        )}
        {shipping.shippingOption && <Item label="Option">{shipping.shippingOption}</Item>}
        {shipping.pickupLocation && <Item label="Pickup location">{shipping.pickupLocation}</Item>}
        {shipping.unitWeightLbs && <Item label="Unit weight">{shipping.unitWeightLbs} lbs</Item>}
      </DataList>
    </Section>
  );
}

function SellerSection({ listing }: { listing: ListingDetail }) {
  const { seller } = listing;
  return (
    <Section title="Seller policies">
      <Group gap="xs" mb="sm">
        <Text fw={600}>{seller.name}</Text>
        {seller.isAuthorizedReseller && (
          <Badge variant="light" color="green" size="sm">
            Authorized reseller
          </Badge>
        )}
      </Group>
      <DataList size="sm" labelWidth={150}>
        {seller.country && <Item label="Ships from">{seller.country}</Item>}
        <Item label="Returns">{plain(seller.returnPolicy) || 'Not stated'}</Item>
        <Item label="Warranty">{plain(seller.warrantyPolicy) || 'Not stated'}</Item>
        {seller.estimatedToShip && <Item label="Ships within">{plain(seller.estimatedToShip)}</Item>}
        {seller.isOfferCredit && (
          <Item label="Credit terms">
            <Stack gap={2}>
              <span>{seller.creditTermType ? plain(seller.creditTermType) : 'Credit available'}</span>
              {seller.minimumCreditOrderValue && (
                <Text size="sm" c="dimmed">
                  Orders of {formatMoney(seller.minimumCreditOrderValue)} or more
                </Text>
              )}
              {seller.creditAppLink && (
                <Anchor href={seller.creditAppLink} target="_blank" rel="noopener noreferrer" size="sm">
                  Apply for credit
                </Anchor>
              )}
            </Stack>
          </Item>
        )}
      </DataList>
    </Section>
  );
}

/** The product detail screen of one listing (SPEC.md §2 /{title}/dp/{pId}, /product/detail/{pId}). */
export function ProductDetail({ listing, offer, purchase }: ProductDetailProps) {
  const [quoteOpen, quote] = useDisclosure(false);
  // Once opened, the form stays mounted (closing animates, reopening keeps what was typed).
  const [quoteWanted, setQuoteWanted] = useState(false);
  const openQuote = () => {
    setQuoteWanted(true);
    quote.open();
  };
  const images = listing.images.length > 0 ? listing.images : [listing.imageUrl];
  const saleStates = saleStateTexts(listing);
  const inStock = listing.numAvailable > 0;
  const tiers = volumePrices(listing.tiers, listing.listPrice);

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Breadcrumbs component="nav" separatorMargin={6} aria-label="Breadcrumb">
          <Anchor component={Link} to={paths.products.getHref()} size="sm">
            Products
          </Anchor>
          <Anchor component={Link} to={paths.category.getHref(listing.category.slug)} size="sm">
            {listing.category.name}
          </Anchor>
          {listing.subCategory && (
            <Anchor
              component={Link}
              to={paths.subCategory.getHref(listing.category.slug, listing.subCategory.slug)}
              size="sm"
            >
              {listing.subCategory.name}
            </Anchor>
          )}
        </Breadcrumbs>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ProductGallery images={images} name={listing.displayName} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Group gap="xs">
                <ConditionBadge condition={listing.condition} />
                {listing.isFeatured && (
                  <Badge variant="light" color="yellow">
                    Featured
                  </Badge>
                )}
              </Group>
              <Title order={1} fz={{ base: 26, md: 32 }} lh={1.2}>
                {listing.displayName}
              </Title>
              <DataList size="sm" labelWidth={120} gap={6}>
                <Item label="OEM">
                  <Anchor component={Link} to={paths.brand.getHref(brandKey(listing.oemName))}>
                    {listing.oemName}
                  </Anchor>
                </Item>
                {listing.oemModelName && <Item label="Model">{listing.oemModelName}</Item>}
                <Item label="Part number">{listing.oemPartNumber}</Item>
                <Item label="Condition">{listing.condition}</Item>
                <Item label="Sold by">{listing.sellerName}</Item>
              </DataList>

              <Divider />
              <ListingPrice listing={listing} size="lg" hiddenReason={listing.priceHiddenReason} />

              {tiers.length > 0 && (
                <Table
                  withTableBorder
                  withColumnBorders
                  striped
                  maw={360}
                  fz="sm"
                  aria-label="Volume pricing"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Qty range</Table.Th>
                      <Table.Th>Unit price</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {tiers.map((tier) => (
                      <Table.Tr key={tier.minQty}>
                        <Table.Td>{tierRangeText(tier.minQty, tier.maxQty)}</Table.Td>
                        <Table.Td>{formatMoney(tier.price, { precise: true })}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}

              <DataList size="sm" labelWidth={120} gap={6}>
                <Item label="Availability">
                  <Text component="span" size="sm" fw={600} c={inStock ? 'teal' : 'red'}>
                    {availabilityText(listing.numAvailable)}
                  </Text>
                </Item>
                <Item label="Minimum order">{formatCount(listing.minQuantity)}</Item>
                {listing.quantityMultiple > 1 && (
                  <Item label="Order multiples">{formatCount(listing.quantityMultiple)}</Item>
                )}
              </DataList>

              {saleStates.length > 0 && (
                <Group gap="xs">
                  {saleStates.map((state) => (
                    <Badge key={state} variant="outline" color="brand" size="lg" radius="sm" tt="none">
                      {state}
                    </Badge>
                  ))}
                </Group>
              )}

              {purchase}

              <Group gap="sm">
                <Button
                  size="md"
                  leftSection={<IconMessage2Dollar size={18} aria-hidden="true" />}
                  onClick={openQuote}
                >
                  Request quote
                </Button>
                {offer}
                <CopyLinkButton url={listing.canonicalUrl} />
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>

        {/* Below the fold: hydrated when they come near the screen or are used. */}
        <HydrateOnView>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ShippingSection listing={listing} />
            <SellerSection listing={listing} />
          </SimpleGrid>
        </HydrateOnView>

        {(listing.specifications.length > 0 || listing.specDocUrl) && (
          <HydrateOnView>
            <Section title="Specifications">
              {listing.specifications.length > 0 && (
                <Table striped withTableBorder fz="sm" aria-label="Specifications">
                  <Table.Tbody>
                    {listing.specifications.map((spec) => (
                      <Table.Tr key={`${spec.type}:${spec.value}`}>
                        <Table.Th w="35%" scope="row">
                          {spec.type}
                        </Table.Th>
                        <Table.Td>{spec.value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              {listing.specDocUrl && (
                <Anchor
                  href={listing.specDocUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  mt="sm"
                  display="inline-flex"
                  style={{ alignItems: 'center', gap: 6 }}
                >
                  <IconFileDescription size={18} aria-hidden="true" />
                  Specification sheet
                </Anchor>
              )}
            </Section>
          </HydrateOnView>
        )}

        {listing.description && (
          <HydrateOnView>
            <Section title="Description">
              <Text style={{ whiteSpace: 'pre-line' }}>{listing.description}</Text>
            </Section>
          </HydrateOnView>
        )}

        {listing.offers.length >= 2 && (
          <HydrateOnView>
            <CompareSellers listing={listing} />
          </HydrateOnView>
        )}
      </Stack>

      {quoteWanted && (
        <Suspense fallback={null}>
          <QuoteRequestModal opened={quoteOpen} onClose={quote.close} listing={listing} />
        </Suspense>
      )}
    </Container>
  );
}
