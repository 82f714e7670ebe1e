import { useMemo } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/catalog/api/get-categories';
import { ListingSearchScreen } from '@/features/catalog/components/listing-search-screen';
import { usePageTitle } from '@/lib/page-title';
import NotFoundRoute from './not-found';

/**
 * /{category} and /{category}/{subCategory}. These paths catch every one- and two-segment URL no
 * other route claims, so a slug that is not one of this storefront's categories is a not-found.
 */
export default function CategoryListingsRoute() {
  const { category: categorySlug = '', subCategory: subCategorySlug } = useParams();
  const categories = useCategories();
  const category = categories.data?.items.find((c) => c.slug === categorySlug);
  const subCategory = subCategorySlug
    ? category?.subCategories.find((s) => s.slug === subCategorySlug)
    : undefined;
  const notFound = categories.isSuccess && (!category || (subCategorySlug !== undefined && !subCategory));

  usePageTitle(notFound ? 'Not found' : (subCategory?.name ?? category?.name ?? 'Products'));

  const scope = useMemo(
    () => ({ kind: 'category' as const, category: categorySlug, subCategory: subCategorySlug }),
    [categorySlug, subCategorySlug],
  );

  if (notFound) return <NotFoundRoute />;
  if (!category) {
    if (categories.isError) {
      return (
        <LoadError heading="This category could not be loaded" onRetry={() => void categories.refetch()} />
      );
    }
    return <PageLoader />;
  }

  const breadcrumbs = [{ label: 'Products', to: paths.products.getHref() }];
  if (subCategory) breadcrumbs.push({ label: category.name, to: paths.category.getHref(category.slug) });
  return (
    <ListingSearchScreen
      scope={scope}
      heading={subCategory?.name ?? category.name}
      breadcrumbs={breadcrumbs}
    />
  );
}
