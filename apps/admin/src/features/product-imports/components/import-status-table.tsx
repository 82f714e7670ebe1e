import { Anchor, Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@patchbay/ui';
import { errorMessage } from '@/lib/api-error';
import { failedRowsUrl, isImportActive, type ProductImportItem } from '../api/get-product-imports';
import { useCancelProductImport } from '../api/import-steps';

const STATUS_COLOR: Record<string, string> = {
  uploaded: 'gray',
  queued: 'blue',
  running: 'blue',
  cancelling: 'orange',
  cancelled: 'gray',
  done: 'green',
  failed: 'red',
};

function ImportRow({ item, showOrganization }: { item: ProductImportItem; showOrganization: boolean }) {
  const cancel = useCancelProductImport();
  const total = item.totalRows;
  const percent = total
    ? Math.round((item.processedRows / total) * 100)
    : item.status === 'done'
      ? 100
      : null;
  return (
    <Table.Tr data-testid="import-row">
      <Table.Td>
        <Text fw={600} size="sm">
          {item.fileName}
        </Text>
        <Text size="xs" c="dimmed">
          {item.mode === 'update' ? 'Update' : 'Import'} · {formatDateTime(item.createdAt)}
          {showOrganization ? ` · ${item.organization.name}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[item.status] ?? 'gray'} variant="light" data-testid="import-status">
          {item.status}
        </Badge>
        {item.error && (
          <Text size="xs" c="red">
            {item.error}
          </Text>
        )}
      </Table.Td>
      <Table.Td miw={160}>
        <Progress
          value={percent ?? (isImportActive(item) ? 100 : 0)}
          animated={isImportActive(item)}
          aria-label={`Progress of ${item.fileName}`}
        />
        <Text size="xs" c="dimmed">
          {item.processedRows} row{item.processedRows === 1 ? '' : 's'} read
          {total !== null ? ` of ${total}` : ''}
        </Text>
      </Table.Td>
      <Table.Td data-testid="import-counts">
        <Text size="xs">
          Created {item.created} · Updated {item.updated} · Skipped {item.skipped} · Failed {item.failed}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {item.failed > 0 && (
            <Anchor href={failedRowsUrl(item.id)} size="sm" data-testid="failed-rows-link">
              Failed rows
            </Anchor>
          )}
          {(isImportActive(item) || item.status === 'uploaded') && item.status !== 'cancelling' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(item.id, {
                  onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
                  onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
                })
              }
            >
              Cancel
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /uploadstatus: each import with its progress, counts, failed-rows file and cancel. */
export function ImportStatusTable({
  items,
  showOrganization,
}: {
  items: ProductImportItem[];
  showOrganization: boolean;
}) {
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Progress</Table.Th>
              <Table.Th>Counts</Table.Th>
              <Table.Th>
                <span className="sr-only">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <ImportRow key={item.id} item={item} showOrganization={showOrganization} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
