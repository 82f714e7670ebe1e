import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ProductForm } from '@/features/products/components/product-form';

/** /product/new: the product form, empty. */
export function ProductNewRoute() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Title order={2}>Add product</Title>
      <ProductForm onSaved={(product) => void navigate(paths.productEdit.getHref(product.id))} />
    </Stack>
  );
}
