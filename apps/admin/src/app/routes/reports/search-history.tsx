import 'mantine-datatable/styles.css';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { formatCount } from '@patchbay/domain';
import { formatDateTime, SCROLLABLE_REGION } from '@patchbay/ui';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSearchesWithoutResults, useSearchHistory } from '@/features/reports/api/get-search-history';
import { useStorefrontReport } from '@/features/reports/api/get-storefront-report';
import { ReportCard } from '@/features/reports/components/report-card';
import { ReportHeader } from '@/features/reports/components/report-header';
import { ReportRangePicker } from '@/features/reports/components/report-range-picker';
import { useReportParams } from '@/features/reports/hooks/use-report-params';
import { queryString, toReportQuery } from '@/features/reports/utils/report-params';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { OrganizationPicker } from '../dashboard-insights';

const PAGE_SIZE = 25;
const RESULT_FILTERS = [
  { value: '', label: 'All searches' },
  { value: 'true', label: 'Without results' },
  { value: 'false', label: 'With results' },
];

function toPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /searchhistory: the search keyword records of the organization's storefronts, and the searches that found nothing. */
export function SearchHistoryRoute() {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const user = useUser();
  const operator = isOperator(user.permissions);
  const { params, search, set } = useReportParams();
  const view = search.get('view') === 'without-results' ? 'without-results' : 'records';
  const q = (search.get('q') ?? '').slice(0, 100);
  const storefrontId = search.get('storefrontId') ?? '';
  const results = search.get('withoutResults');
  const withoutResults: 'true' | 'false' | '' = results === 'true' || results === 'false' ? results : '';
  const page = toPage(search.get('page'));
  const range = toReportQuery(params);
  const filters = {
    ...range,
    ...(q ? { q } : {}),
    ...(storefrontId ? { storefrontId } : {}),
    ...(withoutResults ? { withoutResults } : {}),
  };
  const history = useSearchHistory(
    { ...filters, page, pageSize: PAGE_SIZE },
    { enabled: view === 'records' },
  );
  const missing = useSearchesWithoutResults(range, { enabled: view === 'without-results' });
  const storefronts = useStorefrontReport(range);
  const [typed, setTyped] = useState(q);
  const commit = useDebouncedCallback((value: string) => set({ q: value.trim(), page: undefined }), 300);
  useEffect(() => setTyped(q), [q]);

  return (
    <Stack gap="lg">
      <ReportHeader title="Search history">
        What buyers searched for on your storefronts: the keyword, who (a user or a guest), how many listings
        it found, and where and when. Searches without results are listings buyers wanted and did not find.
      </ReportHeader>
      <ReportRangePicker
        value={params}
        onChange={(next) => set({ from: next.from, to: next.to, page: undefined })}
        extra={
          operator ? (
            <OrganizationPicker
              value={params.organizationId}
              onChange={(id) => set({ organizationId: id, storefrontId: undefined, page: undefined })}
            />
          ) : null
        }
      />
      <SegmentedControl
        aria-label="View"
        value={view}
        onChange={(value) => set({ view: value === 'records' ? undefined : value, page: undefined })}
        data={[
          { value: 'records', label: 'Every search' },
          { value: 'without-results', label: 'Searches without results' },
        ]}
        w={{ base: '100%', sm: 'auto' }}
      />
      {view === 'records' ? (
        <ReportCard
          title="Searches"
          pending={history.isPending}
          error={history.isError ? history.error : null}
          empty={false}
          emptyText=""
        >
          <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
            <TextInput
              label="Keyword"
              type="search"
              placeholder="Contains…"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={typed}
              maxLength={100}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                commit(event.currentTarget.value);
              }}
              w={{ base: '100%', xs: 240 }}
            />
            <NativeSelect
              label="Storefront"
              value={storefrontId}
              onChange={(event) => set({ storefrontId: event.currentTarget.value, page: undefined })}
              data={[
                { value: '', label: 'Every storefront' },
                ...(storefronts.data?.rows ?? [])
                  .filter((s) => s.searches !== null)
                  .map((s) => ({ value: s.storefrontId, label: s.storefrontTitle })),
              ]}
              w={{ base: '100%', xs: 220 }}
            />
            <NativeSelect
              label="Results"
              value={withoutResults}
              onChange={(event) => set({ withoutResults: event.currentTarget.value, page: undefined })}
              data={RESULT_FILTERS}
              w={{ base: '100%', xs: 180 }}
            />
            <Button
              component="a"
              href={`/api/admin/reports/searches.csv${queryString(filters)}`}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              Export CSV
            </Button>
          </Group>
          <DataTable
            scrollAreaProps={SCROLLABLE_REGION}
            records={history.data?.items ?? []}
            idAccessor="id"
            fz="sm"
            minHeight={history.data?.items.length ? undefined : 160}
            noRecordsText="No searches match these filters."
            fetching={history.isFetching}
            totalRecords={history.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={(next) => set({ page: next === 1 ? undefined : String(next) })}
            paginationText={({ from, to, totalRecords }) =>
              `${formatCount(from)}–${formatCount(to)} of ${formatCount(totalRecords)}`
            }
            columns={[
              { accessor: 'keyword', title: 'Keyword' },
              { accessor: 'storefrontName', title: 'Storefront' },
              {
                accessor: 'userName',
                title: 'User',
                render: (r) =>
                  r.userName ?? (
                    <Text span c="dimmed" size="sm">
                      Guest
                    </Text>
                  ),
              },
              {
                accessor: 'results',
                title: 'Results',
                textAlign: 'right',
                render: (r) => formatCount(r.results),
              },
              {
                accessor: 'city',
                title: 'Place',
                render: (r) => [r.city, r.state, r.country].filter(Boolean).join(', ') || '—',
              },
              { accessor: 'ip', title: 'IP', render: (r) => r.ip ?? '—' },
              {
                accessor: 'searchedAt',
                title: 'Local time',
                render: (r) => (
                  <span title={`${r.searchedAt} (UTC)`}>
                    {formatDateTime(r.searchedAt, r.timeZone ?? undefined)}
                    {r.timeZone ? ` ${r.timeZone}` : ' UTC'}
                  </span>
                ),
              },
            ]}
          />
        </ReportCard>
      ) : (
        <ReportCard
          title="Searches without results"
          description="Most searched first. Add a product and a listing for what buyers are looking for."
          pending={missing.isPending}
          error={missing.isError ? missing.error : null}
          empty={(missing.data?.items.length ?? 0) === 0}
          emptyText="Every search in this range found something."
        >
          <DataTable
            scrollAreaProps={SCROLLABLE_REGION}
            records={missing.data?.items ?? []}
            idAccessor="keyword"
            fz="sm"
            columns={[
              { accessor: 'keyword', title: 'Keyword' },
              {
                accessor: 'searches',
                title: 'Searches',
                textAlign: 'right',
                render: (r) => formatCount(r.searches),
              },
              { accessor: 'storefronts', title: 'Storefronts', render: (r) => r.storefronts.join(', ') },
              {
                accessor: 'lastSearchedAt',
                title: 'Last searched',
                render: (r) => formatDateTime(r.lastSearchedAt),
              },
              {
                accessor: 'actions',
                title: <VisuallyHidden>Actions</VisuallyHidden>,
                textAlign: 'right',
                render: (r) => (
                  <Anchor component={Link} to={`/product/new${queryString({ name: r.keyword })}`} size="sm">
                    List a product for “{r.keyword}”
                  </Anchor>
                ),
              },
            ]}
          />
        </ReportCard>
      )}
    </Stack>
  );
}
