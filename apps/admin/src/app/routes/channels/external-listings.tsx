import 'mantine-datatable/styles.css';
import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { formatCount, formatDate } from '@patchbay/domain';
import { SCROLLABLE_REGION } from '@patchbay/ui';
import { DataTable } from 'mantine-datatable';
import { useSearchParams } from 'react-router';
import {
  type ExternalListingsResult,
  useExternalListings,
} from '@/features/channels/api/get-external-listings';
import { ReportCard } from '@/features/reports/components/report-card';
import { ReportHeader } from '@/features/reports/components/report-header';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { OrganizationPicker } from '../dashboard-insights';

type Feed = ExternalListingsResult['feeds'][number];
type Source = ExternalListingsResult['sources'][number];

const SYNC_LABEL: Record<Source['syncState'], { label: string; color: string }> = {
  synced: { label: 'Synced', color: 'green' },
  syncing: { label: 'Syncing', color: 'blue' },
  waiting: { label: 'Waiting', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

const when = (iso: string | null) =>
  iso ? `${formatDate(iso, 'MM/DD/YYYY', { timeZone: 'UTC' })} ${iso.slice(11, 16)} UTC` : 'Never';

function FeedExclusions({ feed }: { feed: Feed }) {
  if (feed.excluded === 0) return <Text size="sm">None</Text>;
  return (
    <List size="sm" spacing={2}>
      {feed.exclusions.map((e) => (
        <List.Item key={e.listingId}>
          {e.productName}: {e.reason}
        </List.Item>
      ))}
      {feed.excluded > feed.exclusions.length ? (
        <List.Item>and {formatCount(feed.excluded - feed.exclusions.length)} more</List.Item>
      ) : null}
    </List>
  );
}

function Feeds({ data }: { data: ExternalListingsResult }) {
  return (
    <DataTable
      scrollAreaProps={SCROLLABLE_REGION}
      records={data.feeds}
      idAccessor="storefrontId"
      fz="sm"
      withTableBorder={false}
      columns={[
        {
          accessor: 'storefrontTitle',
          title: 'Storefront',
          render: (f) => (
            <Stack gap={0}>
              <Text size="sm">{f.storefrontTitle}</Text>
              <Anchor href={f.feedUrl} size="xs" target="_blank" rel="noreferrer">
                Google feed
              </Anchor>
            </Stack>
          ),
        },
        {
          accessor: 'included',
          title: 'Items included',
          textAlign: 'right',
          render: (f) => formatCount(f.included),
        },
        { accessor: 'excluded', title: 'Items excluded', render: (f) => <FeedExclusions feed={f} /> },
        {
          accessor: 'lastGeneratedAt',
          title: 'Last generated',
          render: (f) =>
            f.lastGeneratedAt
              ? `${when(f.lastGeneratedAt)} (${formatCount(f.lastGeneratedItems ?? 0)} items)`
              : 'Never',
        },
      ]}
    />
  );
}

function Sources({ data }: { data: ExternalListingsResult }) {
  return (
    <DataTable
      scrollAreaProps={SCROLLABLE_REGION}
      records={data.sources}
      idAccessor="importId"
      fz="sm"
      withTableBorder={false}
      columns={[
        { accessor: 'fileName', title: 'File' },
        {
          accessor: 'mode',
          title: 'Kind',
          render: (s) => (s.mode === 'create' ? 'New listings' : 'Updates'),
        },
        {
          accessor: 'syncState',
          title: 'Sync state',
          render: (s) => (
            <Badge variant="light" color={SYNC_LABEL[s.syncState].color}>
              {SYNC_LABEL[s.syncState].label}
            </Badge>
          ),
        },
        {
          accessor: 'created',
          title: 'Rows',
          render: (s) =>
            `${formatCount(s.created)} created, ${formatCount(s.updated)} updated, ${formatCount(s.skipped)} skipped, ${formatCount(s.failed)} failed${s.error ? `: ${s.error}` : ''}`,
        },
        { accessor: 'createdAt', title: 'Uploaded', render: (s) => when(s.createdAt) },
        {
          accessor: 'finishedAt',
          title: 'Finished',
          render: (s) => (s.finishedAt ? when(s.finishedAt) : '—'),
        },
      ]}
    />
  );
}

/** /externallistings: the organization's listings on Google's feeds and the files they came from. */
export function ExternalListingsRoute() {
  const user = useUser();
  const operator = isOperator(user.permissions);
  const [search, setSearch] = useSearchParams();
  const organizationId = search.get('organizationId') ?? '';
  const result = useExternalListings(organizationId ? { organizationId } : {});
  const error = result.isError ? result.error : null;
  return (
    <Stack gap="lg">
      <ReportHeader title="External listings">
        Where your listings go outside the storefronts: the Google Merchant feed of each storefront they are
        on, and the catalogue files they were made from. Feed counts are live; "last generated" is when Google
        (or anyone) last fetched the feed.
      </ReportHeader>
      {operator ? (
        <Group>
          <OrganizationPicker
            value={organizationId}
            onChange={(id) => setSearch(id ? { organizationId: id } : {}, { replace: true })}
          />
        </Group>
      ) : null}
      <ReportCard
        title="Google Merchant feeds"
        pending={result.isPending}
        error={error}
        empty={(result.data?.feeds.length ?? 0) === 0}
        emptyText="Your listings are on no storefront yet, so no feed holds them."
      >
        {result.data ? <Feeds data={result.data} /> : null}
      </ReportCard>
      <ReportCard
        title="Catalogue files"
        description="Listings made from files brought in from other systems, with the state of each import."
        pending={result.isPending}
        error={error}
        empty={(result.data?.sources.length ?? 0) === 0}
        emptyText="No catalogue file imported yet."
      >
        {result.data ? <Sources data={result.data} /> : null}
      </ReportCard>
    </Stack>
  );
}
