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
import { formatMoney } from '@patchbay/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { type PromoCodeSort, usePromoCodes } from '@/features/promo-codes/api/promo-codes';
import { errorMessage } from '@/lib/api-error';

const STATUS = {
  active: ['green', 'Active'],
  scheduled: ['blue', 'Scheduled'],
  expired: ['gray', 'Expired'],
  usedUp: ['orange', 'Used up'],
  inactive: ['gray', 'Inactive'],
} as const;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '—');

/** /promocodes: every promo code of the organization, searchable and sortable. */
export function PromoCodesRoute() {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ sort: PromoCodeSort; dir: 'asc' | 'desc' }>({
    sort: 'createdAt',
    dir: 'desc',
  });
  const search = useDeferredValue(q.trim());
  const list = usePromoCodes({ ...(search ? { q: search } : {}), ...sort });
  const header = (key: PromoCodeSort, label: string) => (
    <Table.Th aria-sort={sort.sort === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        fw={600}
        onClick={() =>
          setSort((s) => ({ sort: key, dir: s.sort === key && s.dir === 'asc' ? 'desc' : 'asc' }))
        }
      >
        {label}
        {sort.sort === key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Promo codes</Title>
        <Button
          component={Link}
          to={paths.promoCodeNew.getHref()}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          Add promo code
        </Button>
      </Group>
      <TextInput
        label="Search"
        placeholder="Code or description"
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
        <Text c="dimmed" data-testid="promo-codes-empty">
          {search ? 'No promo code matches your search.' : 'No promo codes yet.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {header('code', 'Code')}
                <Table.Th>Type</Table.Th>
                {header('value', 'Value')}
                <Table.Th>Seller</Table.Th>
                <Table.Th>Storefronts</Table.Th>
                <Table.Th>Minimum order</Table.Th>
                {header('startsAt', 'Starts')}
                {header('endsAt', 'Ends')}
                {header('usedCount', 'Uses')}
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((p) => (
                <Table.Tr key={p.id} data-testid="promo-code-row">
                  <Table.Td>
                    <Link to={paths.promoCodeEdit.getHref(p.id)}>{p.code}</Link>
                  </Table.Td>
                  <Table.Td>{p.type === 'percentage' ? 'Percent' : 'Amount'}</Table.Td>
                  <Table.Td>
                    {p.type === 'percentage' ? `${Number(p.value)}%` : formatMoney(p.value)}
                  </Table.Td>
                  <Table.Td>{p.seller.name}</Table.Td>
                  <Table.Td>{p.storefront?.title ?? 'All'}</Table.Td>
                  <Table.Td>{p.minOrderValue ? formatMoney(p.minOrderValue) : '—'}</Table.Td>
                  <Table.Td>{when(p.startsAt)}</Table.Td>
                  <Table.Td>{when(p.endsAt)}</Table.Td>
                  <Table.Td>
                    {p.usedCount}
                    {p.maxUses !== null ? ` / ${p.maxUses}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[p.status][0]} variant="light">
                      {STATUS[p.status][1]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
