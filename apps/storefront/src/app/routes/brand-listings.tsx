import { useMemo } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { findBrand, useBrands } from '@/features/catalog/api/get-brands';
import { ListingSearchScreen } from '@/features/catalog/components/listing-search-screen';
import { brandKey } from '@/features/catalog/utils/listing-filters';
import { usePageTitle } from '@/lib/page-title';
import NotFoundRoute from './not-found';

/** /brand/{brandName}: one brand's listings. The path takes the brand's slug (or its name). */
export default function BrandListingsRoute() {
  const { brandName = '' } = useParams();
  const brands = useBrands();
  const wanted = brandKey(brandName);
  const brand = brands.data ? findBrand(brands.data, brandName) : undefined;
  const notFound = brands.isSuccess && !brand;

  usePageTitle(notFound ? 'Not found' : (brand?.name ?? 'Products'));
  const scope = useMemo(
    () => ({ kind: 'brand' as const, brand: brand?.slug ?? wanted }),
    [brand?.slug, wanted],
  );

  if (notFound) return <NotFoundRoute />;
  if (!brand) {
    if (brands.isError) {
      return <LoadError heading="This brand could not be loaded" onRetry={() => void brands.refetch()} />;
    }
    return <PageLoader />;
  }
  return (
    <ListingSearchScreen
      scope={scope}
      heading={brand.name}
      breadcrumbs={[{ label: 'Products', to: paths.products.getHref() }]}
      brandName={brand.name}
    />
  );
}
