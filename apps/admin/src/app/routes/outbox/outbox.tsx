import { Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState } from '@patchbay/ui';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { type OutboxFilter, useOutbox } from '@/features/outbox/api/outbox';
import { OutboxTable } from '@/features/outbox/components/outbox-table';
import { errorMessage } from '@/lib/api-error';

const KINDS = [
  { value: 'all', label: 'All kinds' },
  { value: 'mail', label: 'Mail' },
  { value: 'records', label: 'Records mirror' },
];

/**
 * /outbox (the operator's): side effects the outbox gave up on after their retries (parked), or
 * still waiting, across every organization; a parked row is sent again with Retry.
 */
export function OutboxRoute() {
  const [filter, setFilter] = useState<OutboxFilter>({ status: 'failed' });
  const outbox = useOutbox(filter);
  const parked = filter.status === 'failed';
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Outbox</Title>
        <Text c="dimmed" size="sm">
          Mails and records-mirror changes are sent after their transaction commits and retried with growing
          waits; a row that still fails after its last retry is parked here until it is retried.
        </Text>
      </Stack>
      <Group gap="md" align="end">
        <SegmentedControl
          aria-label="Status"
          value={filter.status}
          onChange={(value) => setFilter({ ...filter, status: value === 'pending' ? 'pending' : 'failed' })}
          data={[
            { value: 'failed', label: 'Parked' },
            { value: 'pending', label: 'Waiting' },
          ]}
        />
        <Select
          label="Kind"
          w={200}
          allowDeselect={false}
          value={filter.kind ?? 'all'}
          data={KINDS}
          onChange={(value) =>
            setFilter({
              status: filter.status,
              ...(value === 'mail' || value === 'records' ? { kind: value } : {}),
            })
          }
        />
        {outbox.data ? (
          <Text size="sm" aria-live="polite">
            {outbox.data.total} {parked ? 'parked' : 'waiting'}
            {outbox.data.total > outbox.data.rows.length
              ? `, the newest ${outbox.data.rows.length} shown`
              : ''}
          </Text>
        ) : null}
      </Group>
      {outbox.isPending ? (
        <PageLoader />
      ) : outbox.isError ? (
        <ErrorState
          title="The outbox could not be loaded"
          message={errorMessage(outbox.error)}
          onRetry={() => void outbox.refetch()}
        />
      ) : outbox.data.rows.length === 0 ? (
        <EmptyState testId="outbox-empty">
          {parked ? 'Nothing is parked: every side effect was sent.' : 'Nothing is waiting to be sent.'}
        </EmptyState>
      ) : (
        <OutboxTable rows={outbox.data.rows} />
      )}
    </Stack>
  );
}
