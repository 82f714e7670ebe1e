import { ListingSearchScreen } from '@/features/catalog/components/listing-search-screen';
import { usePageTitle } from '@/lib/page-title';

const scope = { kind: 'all' } as const;

/** /products: every listing of this storefront, searchable and filtered. */
export default function ProductsRoute() {
  usePageTitle('Products');
  return <ListingSearchScreen scope={scope} heading="Products" />;
}
