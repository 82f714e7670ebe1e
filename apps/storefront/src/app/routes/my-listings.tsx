import {
  Anchor,
  Button,
  Container,
  Group,
  Image,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatMoney } from '@patchbay/domain';
import { ApiError, EmptyState, ErrorState } from '@patchbay/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  MY_LISTINGS_PAGE_SIZE,
  type MyListing,
  useMyListings,
} from '@/features/my-listings/api/get-my-listings';
import { failureMessage } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/page-title';

function ListingRows({ items }: { items: MyListing[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th>
              <span className="sr-only">Edit</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.listingId} data-testid="my-listing-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {item.imageUrl && <Image src={item.imageUrl} alt="" w={48} h={48} fit="contain" />}
                  <Stack gap={0}>
                    <Anchor component={Link} to={item.path} fw={600} size="sm">
                      {item.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {item.oemPartNumber}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{item.condition}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.price)}</Table.Td>
              <Table.Td ta="right">{item.numAvailable}</Table.Td>
              <Table.Td>
                <Anchor href={item.editUrl} size="sm" aria-label={`Edit in admin portal: ${item.title}`}>
                  Edit in admin portal
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MyListingsContent({
  q,
  page,
  setParams,
}: {
  q: string;
  page: number;
  setParams: (next: Record<string, string>) => void;
}) {
  const listings = useMyListings({ q, page });
  let content: ReactNode;
  if (listings.isError && listings.error instanceof ApiError && listings.error.status === 403) {
    content = (
      <EmptyState testId="my-listings-not-seller">
        My Listings shows the listings of a seller’s staff; your account buys on this storefront.
      </EmptyState>
    );
  } else if (listings.isError) {
    content = (
      <ErrorState
        title="Your listings could not be loaded"
        message={failureMessage(listings.error)}
        onRetry={() => void listings.refetch()}
      />
    );
  } else if (!listings.data) {
    content = <Skeleton h={240} aria-label="Loading your listings" />;
  } else if (listings.data.items.length === 0) {
    content = (
      <EmptyState testId="my-listings-empty">
        {q ? `None of your listings matches “${q}”.` : 'Your organization has no listings yet.'}
      </EmptyState>
    );
  } else {
    const pages = Math.max(1, Math.ceil(listings.data.total / MY_LISTINGS_PAGE_SIZE));
    content = (
      <Stack>
        <Text size="sm" c="dimmed">
          {listings.data.total} listing{listings.data.total === 1 ? '' : 's'}
        </Text>
        <ListingRows items={listings.data.items} />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Stack>
    );
  }

  return content;
}

/**
 * /product (login; page title SearchProducts, "My Listings"): the listings of the signed-in
 * seller's organization, searched and paged, each linked to its page here and to its edit screen
 * in the admin portal.
 */
export default function MyListingsRoute() {
  usePageTitle('My Listings');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>My Listings</Title>
          <Text c="dimmed">
            The listings your organization sells, with a link to edit each in the admin portal.
          </Text>
        </Stack>
        <form onSubmit={search} aria-label="Listing search">
          <Group align="flex-end">
            <TextInput
              label="Search your listings"
              placeholder="Name or part number"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              w={320}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        <MyListingsContent q={q} page={page} setParams={setParams} />
      </Stack>
    </Container>
  );
}
