import { Stack, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ProductForm } from '@/features/products/components/product-form';

/** /product/new: the product form, empty; `?name=` starts it with a name (the search history's link). */
export function ProductNewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <Title order={2}>Add product</Title>
      <ProductForm
        initialName={params.get('name')?.trim().slice(0, 200) ?? ''}
        onSaved={(product) => void navigate(paths.productEdit.getHref(product.id))}
      />
    </Stack>
  );
}
