import { Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import { AdminListScreen, useListControls } from '@/components/admin-list-screen';
import { paths } from '@/config/paths';
import { type CustomPageSort, useCustomPages } from '@/features/content/api/content';

/** /mycustompage: the pages of the organization's storefronts, drafts included, searchable and sortable. */
export function CustomPagesRoute() {
  const controls = useListControls<CustomPageSort>({ sort: 'sortOrder', dir: 'asc' });
  const { search, order, header } = controls;
  const list = useCustomPages({ ...(search ? { q: search } : {}), ...order });
  return (
    <AdminListScreen
      title="Custom pages"
      add={{ label: 'Add custom page', href: paths.customPageNew.getHref() }}
      searchPlaceholder="Title or slug"
      controls={controls}
      query={{ ...list, isEmpty: list.data?.items.length === 0 }}
      empty={{
        testId: 'custom-pages-empty',
        none: 'No custom pages yet.',
        noMatch: 'No page matches your search.',
      }}
      minWidth={760}
      head={
        <>
          {header('title', 'Title')}
          {header('slug', 'Slug')}
          <Table.Th>Status</Table.Th>
          {header('storefront', 'Storefront')}
          {header('sortOrder', 'Footer place')}
          {header('updatedAt', 'Updated')}
        </>
      }
    >
      {(list.data?.items ?? []).map((p) => (
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
    </AdminListScreen>
  );
}
