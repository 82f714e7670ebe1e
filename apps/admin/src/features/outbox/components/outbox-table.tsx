import { Badge, Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OutboxRow } from '@patchbay/contract';
import { formatAge, formatDateTime, SCROLLABLE_REGION } from '@patchbay/ui';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useRetryOutboxRow } from '../api/outbox';

const KIND_LABELS: Record<OutboxRow['kind'], string> = { mail: 'Mail', records: 'Records mirror' };

/** One row: what it is, how often it was tried, the last error, its age, and Retry when parked. */
function OutboxTableRow({ row, now }: { row: OutboxRow; now: Date }) {
  const retry = useRetryOutboxRow({
    mutationConfig: {
      onSuccess: () =>
        notifications.show({ color: 'green', message: 'Sent back to the outbox: it is retried now.' }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    },
  });
  return (
    <Table.Tr data-testid="outbox-row">
      <Table.Td>
        <Badge variant="light" color={row.kind === 'mail' ? 'blue' : 'grape'}>
          {KIND_LABELS[row.kind]}
        </Badge>
      </Table.Td>
      <Table.Td>{row.summary}</Table.Td>
      <Table.Td>{row.attempts}</Table.Td>
      <Table.Td maw={360}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.lastError ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <span title={formatDateTime(row.createdAt)}>{formatAge(row.createdAt, now)}</span>
      </Table.Td>
      <Table.Td>
        {row.status === 'failed' ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            loading={retry.isPending}
            aria-label={`Retry ${row.summary}`}
            onClick={() => retry.mutate({ id: row.id })}
          >
            Retry
          </Button>
        ) : (
          <Text size="sm">Next try {formatDateTime(row.nextAttemptAt)}</Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /outbox: outbox rows, newest first. */
export function OutboxTable({ rows }: { rows: OutboxRow[] }) {
  const now = new Date();
  return (
    <Table.ScrollContainer minWidth={820} scrollAreaProps={SCROLLABLE_REGION}>
      <Table striped verticalSpacing="sm" aria-label="Outbox rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kind</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last error</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <OutboxTableRow key={row.id} row={row} now={now} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
