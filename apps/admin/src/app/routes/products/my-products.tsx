import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ProductsTable } from '@/features/products/components/products-table';
import { useUser } from '@/lib/auth';

/** /myproducts, /myinventory and /filteredlistofproduct: the organization's products and listings. */
export function MyProductsRoute({ heading = 'My products' }: { heading?: string }) {
  const me = useUser();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{heading}</Title>
          <Text c="dimmed" size="sm">
            The listings of {me.organization?.name ?? 'your organization'}: edit prices and stock in place,
            select rows for bulk changes, or export the filtered set.
          </Text>
        </Stack>
        <Button component={Link} to={paths.productNew.getHref()}>
          Add product
        </Button>
      </Group>
      <ProductsTable editHref={paths.productEdit.getHref} historyHref={paths.productHistory.getHref} />
    </Stack>
  );
}

export function MyInventoryRoute() {
  return <MyProductsRoute heading="My inventory" />;
}

export function FilteredProductsRoute() {
  return <MyProductsRoute heading="Filtered list of products" />;
}
