import { ApiError } from '@patchbay/ui';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { usePage } from '@/features/content/api/get-page';
import { CustomPage } from '@/features/content/components/custom-page';
import { usePageTitle } from '@/lib/page-title';
import NotFoundRoute from './not-found';

/** /pages/{id}: a storefront's custom page, by id or slug. */
export default function CustomPageRoute() {
  const { id = '' } = useParams();
  const page = usePage(id);
  const notFound = page.error instanceof ApiError && page.error.status === 404;

  usePageTitle(notFound ? 'Not found' : (page.data?.title ?? 'Page'));

  if (notFound) return <NotFoundRoute />;
  if (page.data) return <CustomPage page={page.data} />;
  if (page.isError)
    return <LoadError heading="This page could not be loaded" onRetry={() => void page.refetch()} />;
  return <PageLoader />;
}
