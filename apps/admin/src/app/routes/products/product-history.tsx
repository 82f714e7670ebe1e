import { Alert, Anchor, Badge, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@patchbay/ui';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProductHistory } from '@/features/products/api/get-product';

/** /producthistory/{id}: who changed what and when, field by field. */
export function ProductHistoryRoute() {
  const { id = '' } = useParams();
  const history = useProductHistory(id);
  if (history.isPending) return <Loader aria-label="Loading the history" />;
  if (history.isError) {
    return (
      <Alert color="red" title="The history could not be loaded">
        {history.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={2}>History of {history.data.displayName}</Title>
      <Anchor component={Link} to={paths.productEdit.getHref(id)} size="sm">
        Edit this product
      </Anchor>
      {history.data.items.length === 0 ? <Text c="dimmed">No changes recorded yet.</Text> : null}
      {history.data.items.map((entry) => (
        <Stack key={entry.id} gap={4}>
          <Text fw={600}>
            {formatDateTime(entry.at)} · {entry.actor?.name ?? 'Someone no longer here'}{' '}
            <Badge variant="light">{entry.action}</Badge> <Badge variant="outline">{entry.source}</Badge>
          </Text>
          {entry.changes.length > 0 ? (
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label={`Changes of ${formatDateTime(entry.at)}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Before</Table.Th>
                    <Table.Th>After</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entry.changes.map((change) => (
                    <Table.Tr key={change.field}>
                      <Table.Td>{change.field}</Table.Td>
                      <Table.Td>{change.before ?? '—'}</Table.Td>
                      <Table.Td>{change.after ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
