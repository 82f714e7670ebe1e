import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState } from '@patchbay/ui';
import { Fragment } from 'react';
import { PageLoader } from '@/components/page-loader';
import {
  type CategoryItem,
  type SubCategoryItem,
  useCategoryTree,
} from '@/features/categories/api/categories';
import { AddCategoryForm } from '@/features/categories/components/add-category-form';
import { CategoryActions } from '@/features/categories/components/category-actions';
import { errorMessage } from '@/lib/api-error';

function NodeRow({
  node,
  sub,
  canManage,
  mergeTargets,
}: {
  node: SubCategoryItem;
  sub: boolean;
  canManage: boolean;
  mergeTargets: { value: string; label: string }[];
}) {
  return (
    <Table.Tr data-testid={sub ? 'sub-category-row' : 'category-row'} data-path={node.path}>
      <Table.Td pl={sub ? 'xl' : undefined}>
        <Group gap="xs">
          <Text size="sm" fw={sub ? 400 : 700}>
            {node.name}
          </Text>
          {node.retired && (
            <Badge size="sm" color="gray" variant="light">
              Retired
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {node.path}
        </Text>
      </Table.Td>
      <Table.Td ta="right" data-testid="listing-count">
        {node.listingCount}
      </Table.Td>
      {canManage && (
        <Table.Td>
          <CategoryActions node={node} mergeTargets={mergeTargets} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function CategoryTable({ items, canManage }: { items: CategoryItem[]; canManage: boolean }) {
  const subs = items.flatMap((c) => c.subCategories.map((s) => ({ s, parent: c })));
  const topTargets = (id: string) =>
    items.filter((c) => c.id !== id).map((c) => ({ value: c.id, label: c.name }));
  const subTargets = (id: string) =>
    subs
      .filter(({ s }) => s.id !== id)
      .map(({ s, parent }) => ({ value: s.id, label: `${parent.name} › ${s.name}` }));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Category</Table.Th>
            <Table.Th>Storefront address</Table.Th>
            <Table.Th ta="right">Listings</Table.Th>
            {canManage && (
              <Table.Th>
                <span className="sr-only">Actions</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((category) => (
            <Fragment key={category.id}>
              <NodeRow
                node={category}
                sub={false}
                canManage={canManage}
                mergeTargets={topTargets(category.id)}
              />
              {category.subCategories.map((s) => (
                <NodeRow key={s.id} node={s} sub canManage={canManage} mergeTargets={subTargets(s.id)} />
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /categoryView: the category tree with listing counts (the organization's; the operator's: every
 * organization's). The operator adds, renames, merges, retires and restores categories.
 */
export function CategoryViewRoute() {
  const tree = useCategoryTree();
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Categories</Title>
        <Text c="dimmed" size="sm">
          Every category and sub-category of the storefronts, with the number of live listings in each.
        </Text>
      </Stack>
      {tree.isPending ? (
        <PageLoader />
      ) : tree.isError ? (
        <ErrorState
          title="The categories could not be loaded"
          message={errorMessage(tree.error)}
          onRetry={() => tree.refetch()}
        />
      ) : (
        <>
          {tree.data.canManage && <AddCategoryForm categories={tree.data.items} />}
          {tree.data.items.length === 0 ? (
            <EmptyState testId="categories-empty">No categories yet.</EmptyState>
          ) : (
            <CategoryTable items={tree.data.items} canManage={tree.data.canManage} />
          )}
        </>
      )}
    </Stack>
  );
}
