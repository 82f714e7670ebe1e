import {
  Alert,
  Anchor,
  Container,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { OfferListResponse } from '@patchbay/contract';
import { formatCount, formatDate, formatMoney } from '@patchbay/domain';
import { ApiError, lastPageWhenPast, PastLastPage, StatusBadge } from '@patchbay/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OfferListParams } from '../api/get-offers';
import {
  isOfferStatus,
  itemsSummary,
  offerAmount,
  offerDetailHref,
  parseSort,
  SORT_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
} from '../utils/offer-display';

/** The list's filters, read from and written to the URL query (status, sort, page). */
export function useOfferListParams(): [
  OfferListParams,
  (patch: Partial<Record<'status' | 'sort' | 'page', string>>) => void,
] {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const page = Number(search.get('page'));
  const params: OfferListParams = {
    ...(isOfferStatus(status) ? { status } : {}),
    ...parseSort(search.get('sort')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = (patch: Partial<Record<'status' | 'sort' | 'page', string>>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new filter starts at its first page.
    if (!('page' in patch)) next.delete('page');
    setSearch(next, { replace: true });
  };
  return [params, update];
}

export interface OfferListProps {
  heading: string;
  description: ReactNode;
  /** Whose list: the buyer's sent offers name the seller, the seller's received ones the buyer. */
  side: 'buyer' | 'seller';
  params: OfferListParams;
  onChange: (patch: Partial<Record<'status' | 'sort' | 'page', string>>) => void;
  query: UseQueryResult<OfferListResponse>;
  empty: ReactNode;
}

/** OfferSent (/myoffers) and OfferReceived (/offerfrombuyer): status filter, sort, the offers, pages. */
export function OfferList({ heading, description, side, params, onChange, query, empty }: OfferListProps) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const { data } = query;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const lastPage = data ? lastPageWhenPast(data.page, data.pageSize, data.total) : null;
  const [search] = useSearchParams();
  const pageHref = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{heading}</Title>
          <Text c="dimmed">{description}</Text>
        </div>
        <Group gap="sm" align="flex-end">
          <Select
            label="Status"
            data={STATUS_FILTER_OPTIONS}
            value={params.status ?? ''}
            onChange={(value) => onChange({ status: value ?? '' })}
            allowDeselect={false}
            w={200}
          />
          <Select
            label="Sort by"
            data={[...SORT_FILTER_OPTIONS]}
            value={`${params.sort}:${params.direction}`}
            onChange={(value) => onChange({ sort: value ?? '' })}
            allowDeselect={false}
            w={220}
          />
          {data && (
            <Text size="sm" c="dimmed" ml="auto" aria-live="polite">
              {data.total === 1 ? '1 offer' : `${formatCount(data.total)} offers`}
            </Text>
          )}
        </Group>

        {forbidden ? (
          <Alert color="yellow" role="alert">
            This list is for the staff of a selling organization who answer offers.
          </Alert>
        ) : query.isError && !data ? (
          <Alert color="red" role="alert">
            The offers could not be loaded. Please try again.
          </Alert>
        ) : !data ? (
          <Stack gap="xs" aria-label="Loading offers">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : lastPage !== null ? (
          <PastLastPage
            noun="offers"
            lastPage={lastPage}
            lastPageHref={pageHref(lastPage)}
            onLastPage={() => onChange({ page: String(lastPage) })}
          />
        ) : data.items.length === 0 ? (
          <Paper withBorder p="xl" radius="md">
            {empty}
          </Paper>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={heading}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>{side === 'buyer' ? 'Seller' : 'Buyer'}</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <span aria-hidden="true" />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((offer) => (
                  <Table.Tr key={offer.id}>
                    <Table.Td>{formatDate(offer.dateOffer, 'MM/DD/YYYY')}</Table.Td>
                    <Table.Td>
                      {side === 'buyer' ? (
                        offer.seller.name
                      ) : (
                        <Stack gap={0}>
                          <Text size="sm">{offer.buyer.name}</Text>
                          {offer.buyer.companyName && (
                            <Text size="xs" c="dimmed">
                              {offer.buyer.companyName}
                            </Text>
                          )}
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td>{itemsSummary(offer)}</Table.Td>
                    <Table.Td>{formatMoney(offerAmount(offer))}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={offer.displayStatus} size="sm" />
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={offerDetailHref(offer)} fw={600} size="sm">
                        View offer
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={params.page}
            onChange={(page) => onChange({ page: String(page) })}
            aria-label="Pages"
          />
        )}
      </Stack>
    </Container>
  );
}
