import { Alert, Button, Group, Modal, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useInterval } from '@mantine/hooks';
import type { Offer, OfferItem, OfferItemAction } from '@patchbay/contract';
import { lastPageWhenPast, PastLastPage } from '@patchbay/ui';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { env } from '@/config/env';
import { errorMessage } from '@/lib/api-error';
import { pageCount, rangeLabel } from '@/lib/pagination';
import { useOffers } from '../api/get-offers';
import { useOfferListParams } from '../hooks/use-offer-list-params';
import { offerStatusLabel } from '../utils/offer-display';
import {
  formatOfferListParams,
  OFFER_PAGE_SIZE,
  OFFER_SORT_OPTIONS,
  type OfferBox,
  offerSortValue,
  offerStatusFilterOptions,
  offersCsvHref,
  parseOfferSortValue,
} from '../utils/offer-list-params';
import { ConfirmOfferAction } from './confirm-offer-action';
import { OfferCard } from './offer-card';
import { ProposalForm } from './proposal-form';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...offerStatusFilterOptions(env.offerFilterFlag).map((status) => ({
    value: status,
    label: offerStatusLabel(status),
  })),
];

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

const DIALOG_TITLES: Record<Offer['viewer'], Record<OfferItemAction, string>> = {
  seller: {
    accept: 'Accept offer',
    counter: 'Counter-offer',
    reject: 'Reject offer',
    edit: 'Edit offer',
    cancel: 'Cancel offer',
  },
  buyer: {
    accept: 'Accept counter-offer',
    counter: 'Counter-offer',
    reject: 'Reject offer',
    edit: 'Edit offer',
    cancel: 'Cancel offer',
  },
};

interface OpenAction {
  action: OfferItemAction;
  offer: Offer;
  item: OfferItem;
}

/** The clock the expiry times count down from, ticking every 30 seconds. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  const interval = useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });
  useEffect(() => interval.stop, [interval.stop]);
  return now;
}

/**
 * The list behind /offerreceivedforadmin (box 'received': the seller answers) and
 * /offersentforadmin (box 'sent': the organization's own offers as buyer): search, status filter,
 * sort, the offers with their items, and the pager. Actions open a dialog.
 */
export function OfferList({ box, getOrderHref }: { box: OfferBox; getOrderHref?: (id: string) => string }) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const { params, setParams } = useOfferListParams();
  const offers = useOffers(box, params);
  const now = useNow();
  const [search, setSearch] = useState(params.q);
  const commitSearch = useDebouncedCallback((q: string) => setParams({ q: q.trim() }), 300);
  useEffect(() => setSearch(params.q), [params.q]);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const close = () => setOpen(null);

  const filtered = params.status !== '' || params.q !== '';
  const { pathname } = useLocation();
  const lastPage = offers.data
    ? lastPageWhenPast(offers.data.page, offers.data.pageSize, offers.data.total)
    : null;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder={box === 'received' ? 'Buyer, email, company or product' : 'Seller or product'}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            commitSearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 340 }}
          type="search"
          maxLength={100}
        />
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={params.status}
          onChange={({ currentTarget: { value } }) => {
            const option = STATUS_OPTIONS.find((entry) => entry.value === value);
            setParams({
              status: option && option.value !== '' ? (option.value as typeof params.status) : '',
            });
          }}
          w={{ base: '100%', xs: 200 }}
        />
        <NativeSelect
          label="Sort by"
          data={OFFER_SORT_OPTIONS.map((option) => ({ ...option }))}
          value={offerSortValue(params)}
          onChange={({ currentTarget: { value } }) => {
            const sort = parseOfferSortValue(value);
            if (sort) setParams(sort);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        {/* The filtered box, every page of it, one line per offer item. */}
        <Button
          component="a"
          href={offersCsvHref(box, params)}
          download
          variant="default"
          ml="auto"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
        >
          Export CSV
        </Button>
      </Group>

      {offers.isPending ? (
        <PageLoader />
      ) : offers.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(offers.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          {lastPage !== null ? (
            <PastLastPage
              noun="offers"
              lastPage={lastPage}
              lastPageHref={`${pathname}${formatOfferListParams({ ...params, page: lastPage })}`}
              onLastPage={() => setParams({ page: lastPage })}
            />
          ) : offers.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {filtered
                ? 'No offers match these filters.'
                : box === 'received'
                  ? 'No offers received yet.'
                  : 'No offers sent yet.'}
            </Text>
          ) : (
            offers.data.items.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                now={now}
                onAction={(action, target, item) => setOpen({ action, offer: target, item })}
                getOrderHref={getOrderHref}
              />
            ))
          )}
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {offers.data.total === 0
                ? null
                : rangeLabel(offers.data.page, offers.data.pageSize, offers.data.total, 'offer')}
            </Text>
            {offers.data.total > OFFER_PAGE_SIZE ? (
              <Pagination
                total={pageCount(offers.data.total, offers.data.pageSize)}
                value={params.page}
                onChange={(page) => setParams({ page })}
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              />
            ) : null}
          </Group>
        </Stack>
      )}

      <Modal
        opened={open !== null}
        onClose={close}
        title={open ? DIALOG_TITLES[open.offer.viewer][open.action] : ''}
        size={open?.action === 'counter' || open?.action === 'edit' ? 'lg' : 'md'}
        centered
      >
        {open ? (
          open.action === 'counter' || open.action === 'edit' ? (
            <ProposalForm kind={open.action} offer={open.offer} item={open.item} onDone={close} />
          ) : (
            <ConfirmOfferAction action={open.action} offer={open.offer} item={open.item} onDone={close} />
          )
        ) : null}
      </Modal>
    </Stack>
  );
}
