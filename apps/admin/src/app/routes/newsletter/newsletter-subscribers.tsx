import { Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { EmptyState, ErrorState, formatDateTime } from '@patchbay/ui';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import {
  subscribersCsvHref,
  useNewsletterSubscribers,
} from '@/features/newsletter/api/newsletter-subscribers';
import { useStorefronts } from '@/features/storefronts/api/get-storefronts';
import { errorMessage, isNotFound } from '@/lib/api-error';

const STATUS_FILTERS = [
  { value: '', label: 'All' },
  { value: 'subscribed', label: 'Subscribed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
];

/** /newslettersubscribers: who subscribed to a storefront's newsletter, filtered, with a CSV of the set. */
export function NewsletterSubscribersRoute() {
  // long-function: one component's markup in the order it shows; its rules live on the server.
  const storefronts = useStorefronts();
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const firstStorefront = storefronts.data?.items[0]?.id ?? '';
  const storefrontId = params.get('storefront') ?? firstStorefront;
  const q = params.get('q') ?? '';
  const search = useDeferredValue(q.trim());
  const status = params.get('status') as 'subscribed' | 'unsubscribed' | null;
  const query = storefrontId
    ? { storefrontId, ...(search ? { q: search } : {}), ...(status ? { status } : {}) }
    : null;
  const subscribers = useNewsletterSubscribers(query);

  if (storefronts.isPending) return <PageLoader />;
  if (storefronts.isError) {
    return (
      <ErrorState
        title="The storefronts could not be loaded."
        message={errorMessage(storefronts.error)}
        onRetry={() => storefronts.refetch()}
      />
    );
  }
  if (storefronts.data.items.length === 0 || !query) {
    return <ScreenMessage heading="Your organization has no storefront yet." />;
  }
  let list: React.ReactNode;
  if (subscribers.isPending) list = <PageLoader />;
  else if (subscribers.isError) {
    list = isNotFound(subscribers.error) ? (
      <ScreenMessage heading="Storefront not found." />
    ) : (
      <ErrorState
        title="The subscribers could not be loaded."
        message={errorMessage(subscribers.error)}
        onRetry={() => subscribers.refetch()}
      />
    );
  } else if (subscribers.data.items.length === 0) {
    list = (
      <EmptyState testId="subscribers-empty">
        {search || status
          ? 'No subscriber matches these filters.'
          : 'Nobody has subscribed to this newsletter yet.'}
      </EmptyState>
    );
  } else {
    list = (
      <Table.ScrollContainer type="native" minWidth={560} tabIndex={0} aria-label="Subscribers">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Subscribed at</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subscribers.data.items.map((s) => (
              <Table.Tr key={s.id} data-testid="subscriber-row">
                <Table.Td>{s.email}</Table.Td>
                <Table.Td>{formatDateTime(s.subscribedAt)}</Table.Td>
                <Table.Td>
                  {s.status === 'subscribed' ? (
                    <Badge color="green" variant="light">
                      Subscribed
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      Unsubscribed {s.unsubscribedAt ? formatDateTime(s.unsubscribedAt) : ''}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={2}>Newsletter subscribers</Title>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label="Storefront"
          value={storefrontId}
          onChange={(e) => set({ storefront: e.currentTarget.value })}
          data={storefronts.data.items.map((s) => ({ value: s.id, label: s.title }))}
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          label="Search"
          placeholder="Email"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={q}
          onChange={(e) => set({ q: e.currentTarget.value })}
          w={{ base: '100%', xs: 240 }}
        />
        <NativeSelect
          label="Status"
          value={status ?? ''}
          onChange={(e) => set({ status: e.currentTarget.value })}
          data={STATUS_FILTERS}
          w={{ base: '100%', xs: 180 }}
        />
        <Button
          component="a"
          href={subscribersCsvHref(query)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Export CSV
        </Button>
      </Group>
      {subscribers.data && (
        <Text size="sm" c="dimmed">
          {subscribers.data.total} shown
        </Text>
      )}
      {list}
    </Stack>
  );
}
