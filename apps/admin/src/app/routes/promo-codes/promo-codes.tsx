import { Badge, Table } from '@mantine/core';
import { formatMoney } from '@patchbay/domain';
import { Link } from 'react-router';
import { AdminListScreen, useListControls } from '@/components/admin-list-screen';
import { paths } from '@/config/paths';
import { type PromoCodeSort, usePromoCodes } from '@/features/promo-codes/api/promo-codes';

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
  const controls = useListControls<PromoCodeSort>({ sort: 'createdAt', dir: 'desc' });
  const { search, order, header } = controls;
  const list = usePromoCodes({ ...(search ? { q: search } : {}), ...order });
  return (
    <AdminListScreen
      title="Promo codes"
      add={{ label: 'Add promo code', href: paths.promoCodeNew.getHref() }}
      searchPlaceholder="Code or description"
      controls={controls}
      query={{ ...list, isEmpty: list.data?.items.length === 0 }}
      empty={{
        testId: 'promo-codes-empty',
        none: 'No promo codes yet.',
        noMatch: 'No promo code matches your search.',
      }}
      minWidth={900}
      head={
        <>
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
        </>
      }
    >
      {(list.data?.items ?? []).map((p) => (
        <Table.Tr key={p.id} data-testid="promo-code-row">
          <Table.Td>
            <Link to={paths.promoCodeEdit.getHref(p.id)}>{p.code}</Link>
          </Table.Td>
          <Table.Td>{p.type === 'percentage' ? 'Percent' : 'Amount'}</Table.Td>
          <Table.Td>{p.type === 'percentage' ? `${Number(p.value)}%` : formatMoney(p.value)}</Table.Td>
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
    </AdminListScreen>
  );
}
