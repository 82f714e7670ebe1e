import { Alert, Button, Group, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/api-error';

export type SortDir = 'asc' | 'desc';

/**
 * A list screen's search box and column sort: the typed text, the search sent (trimmed, deferred
 * while typing), the order, and a header cell that sorts by its column (a second click reverses).
 */
export function useListControls<S extends string>(initial: { sort: S; dir: SortDir }) {
  const [q, setQ] = useState('');
  const [order, setOrder] = useState(initial);
  const search = useDeferredValue(q.trim());
  const header = (key: S, label: string) => (
    <Table.Th
      key={label}
      aria-sort={order.sort === key ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        fw={600}
        onClick={() =>
          setOrder((o) => ({ sort: key, dir: o.sort === key && o.dir === 'asc' ? 'desc' : 'asc' }))
        }
      >
        {label}
        {order.sort === key ? (order.dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  return { q, setQ, search, order, header };
}

/**
 * The shell of an organization's list screen (promo codes, custom pages): title and add button,
 * search box, then loading, error, empty text or the table, which scrolls sideways on phones.
 */
export function AdminListScreen({
  title,
  add,
  searchPlaceholder,
  controls,
  query,
  empty,
  minWidth,
  head,
  children,
}: {
  title: string;
  add: { label: string; href: string };
  searchPlaceholder: string;
  controls: { q: string; setQ: (q: string) => void; search: string };
  query: { isPending: boolean; isError: boolean; error: unknown; isEmpty: boolean };
  empty: { testId: string; none: string; noMatch: string };
  minWidth: number;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{title}</Title>
        <Button component={Link} to={add.href} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {add.label}
        </Button>
      </Group>
      <TextInput
        label="Search"
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={14} aria-hidden="true" />}
        value={controls.q}
        onChange={(e) => controls.setQ(e.currentTarget.value)}
        maw={360}
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : query.isEmpty ? (
        <Text c="dimmed" data-testid={empty.testId}>
          {controls.search ? empty.noMatch : empty.none}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
