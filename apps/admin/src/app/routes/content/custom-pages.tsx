import {
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { type CustomPageSort, useCustomPages } from '@/features/content/api/content';
import { errorMessage } from '@/lib/api-error';

const COLUMNS: [CustomPageSort | null, string][] = [
  ['title', 'Title'],
  ['slug', 'Slug'],
  [null, 'Status'],
  ['storefront', 'Storefront'],
  ['sortOrder', 'Footer place'],
  ['updatedAt', 'Updated'],
];

/** /mycustompage: the pages of the organization's storefronts, drafts included, searchable and sortable. */
export function CustomPagesRoute() {
  // long-function: one component's markup in the order it shows; its rules live in domain and hooks.
  const [q, setQ] = useState('');
  const [order, setOrder] = useState<{ sort: CustomPageSort; dir: 'asc' | 'desc' }>({
    sort: 'sortOrder',
    dir: 'asc',
  });
  const search = useDeferredValue(q.trim());
  const list = useCustomPages({ ...(search ? { q: search } : {}), ...order });
  const toggle = (key: CustomPageSort) =>
    setOrder((o) => ({ sort: key, dir: o.sort === key && o.dir === 'asc' ? 'desc' : 'asc' }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Custom pages</Title>
        <Button
          component={Link}
          to={paths.customPageNew.getHref()}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          Add custom page
        </Button>
      </Group>
      <TextInput
        label="Search"
        placeholder="Title or slug"
        leftSection={<IconSearch size={14} aria-hidden="true" />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maw={360}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" data-testid="custom-pages-empty">
          {search ? 'No page matches your search.' : 'No custom pages yet.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map(([key, label]) =>
                  key ? (
                    <Table.Th
                      key={label}
                      aria-sort={
                        order.sort === key ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none'
                      }
                    >
                      <UnstyledButton fw={600} onClick={() => toggle(key)}>
                        {label}
                        {order.sort === key ? (order.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                      </UnstyledButton>
                    </Table.Th>
                  ) : (
                    <Table.Th key={label}>{label}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((p) => (
                <Table.Tr key={p.id} data-testid="custom-page-row">
                  <Table.Td>
                    <Link to={paths.customPageEdit.getHref(p.id)}>{p.title}</Link>
                  </Table.Td>
                  <Table.Td>{p.slug}</Table.Td>
                  <Table.Td>
                    <Badge color={p.published ? 'green' : 'gray'} variant="light">
                      {p.published ? 'Published' : 'Draft'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{p.storefront.title}</Table.Td>
                  <Table.Td>{p.sortOrder}</Table.Td>
                  <Table.Td>{new Date(p.updatedAt).toLocaleString('en-US')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
