import { Alert, Anchor, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProduct } from '@/features/products/api/get-product';
import { useProducts } from '@/features/products/api/get-products';
import { ProductForm } from '@/features/products/components/product-form';

/** /product/edit/{id}: the product form, filled. */
export function ProductEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  if (product.isPending) return <Loader aria-label="Loading the product" />;
  if (product.isError) {
    return (
      <Alert color="red" title="The product could not be loaded">
        {product.error.message}{' '}
        <Anchor component={Link} to={paths.myProducts.getHref()}>
          Back to my products
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={2}>Edit product</Title>
      <Anchor component={Link} to={paths.productHistory.getHref(id)} size="sm">
        History of this product
      </Anchor>
      <ProductForm
        key={product.data.updatedAt}
        product={product.data}
        onSaved={() => void product.refetch()}
        onDeleted={() => void navigate(paths.myProducts.getHref())}
      />
    </Stack>
  );
}

/** /product/edit without an id: pick the product to edit. */
export function ProductPickerRoute() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const products = useProducts({ q: q || undefined, page: 1, pageSize: 50, sort: 'name', direction: 'asc' });
  return (
    <Stack gap="lg" maw={560}>
      <Title order={2}>Edit product</Title>
      <Text>Choose the product to edit.</Text>
      <Select
        label="Product"
        searchable
        placeholder="Type a name or part number"
        nothingFoundMessage={products.isFetching ? 'Loading…' : 'No products found'}
        onSearchChange={setQ}
        searchValue={q}
        data={(products.data?.items ?? []).map((row) => ({
          value: row.productId,
          label: `${row.displayName} (${row.oemPartNumber})`,
        }))}
        onChange={(value) => {
          if (value) void navigate(paths.productEdit.getHref(value));
        }}
      />
      {products.isError ? <Alert color="red">{products.error.message}</Alert> : null}
    </Stack>
  );
}
