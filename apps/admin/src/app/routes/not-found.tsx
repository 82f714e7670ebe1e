import { ScreenMessage } from '@/components/screen-message';
import { usePageTitle } from '@/lib/page-title';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <ScreenMessage heading="Page not found">
      The address does not match any screen of the admin portal.
    </ScreenMessage>
  );
}
