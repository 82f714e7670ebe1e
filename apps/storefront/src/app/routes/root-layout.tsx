import { Skeleton } from '@mantine/core';
import { MAIN_CONTENT_ID, SkipLink, useFocusMainOnRouteChange } from '@patchbay/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { stopTakingOverServerHtml } from '@/components/hydrate-on-view';
import { PageLoader } from '@/components/page-loader';
import { hasTransparentHeader } from '@/config/paths';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CrossDomainArrival } from '@/features/auth/components/cross-domain-arrival';
import { useSessionMirror } from '@/features/auth/hooks/use-session-mirror';
import { CartButton } from '@/features/cart/components/cart-button';
import { HeaderSearch } from '@/features/catalog/components/header-search';
import { ListingCardExtrasContext } from '@/features/catalog/components/listing-card-extras';
import { Footer } from '@/features/layout/components/footer';
import { Header } from '@/features/layout/components/header';
import { useChatWidget } from '@/features/layout/hooks/use-chat-widget';
import { OfferDraftLink } from '@/features/offers/components/offer-draft-link';
import { useStorefront } from '@/lib/storefront';
import { useListingCardPurchase } from '../listing-card-purchase';
import { useHidesHeaderSearch } from './route-handle';

// The newsletter box sits below the fold and brings the contract schemas (zod) and @mantine/form:
// its own chunk keeps them out of the first download.
const NewsletterForm = lazy(() =>
  import('@/features/newsletter/components/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
);

// The screen and the newsletter box as constant elements: when the layout renders again (the
// session or the cart arriving after the first paint), React finds them unchanged and leaves them.
// A server-rendered screen still being taken over then goes on hydrating in short background
// tasks; given new elements, React would hydrate all of it at once, in one long task, to apply
// the change.
const screen = (
  <Suspense fallback={<PageLoader />}>
    <Outlet />
  </Suspense>
);
const newsletter = (
  <Suspense fallback={<Skeleton height={36} aria-hidden="true" />}>
    <NewsletterForm />
  </Suspense>
);

/** After the first navigation, no part of the page is the server's HTML any more. */
function useFirstNavigation(pathname: string) {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) stopTakingOverServerHtml();
  }, [pathname]);
}

/** Header, page and footer of every storefront screen. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { customCssClass, slug, chatWidget } = useStorefront();
  const hidesHeaderSearch = useHidesHeaderSearch();
  const listingCardPurchase = useListingCardPurchase();
  useSessionMirror();
  useChatWidget(chatWidget);
  useFocusMainOnRouteChange(pathname);
  useFirstNavigation(pathname);
  return (
    <div
      // `storefront` and the storefront's own class are what a theme stylesheet scopes its rules by.
      className={customCssClass ? `storefront ${customCssClass}` : 'storefront'}
      data-storefront={slug}
      style={{ position: 'relative', minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
    >
      <SkipLink />
      <CrossDomainArrival />
      <Header
        variant={hasTransparentHeader(pathname) ? 'transparent' : 'solid'}
        search={hidesHeaderSearch ? null : <HeaderSearch />}
        actions={
          <>
            <OfferDraftLink />
            <CartButton />
            <AccountMenu />
          </>
        }
      />
      {/* At least a screen tall: the footer starts below the fold while a screen's code and data
          load, so their arrival never pushes it down in view (layout shift). */}
      <main
        id={MAIN_CONTENT_ID}
        className="site-main"
        style={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        <ListingCardExtrasContext value={listingCardPurchase}>{screen}</ListingCardExtrasContext>
      </main>
      <Footer newsletter={newsletter} />
      <ScrollRestoration />
    </div>
  );
}
