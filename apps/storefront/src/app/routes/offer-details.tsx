import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@patchbay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { refreshCart } from '@/features/cart/api/get-cart';
import { useOffer } from '@/features/offers/api/get-offer';
import { OfferDetail } from '@/features/offers/components/offer-detail';
import { readOfferLink } from '@/features/offers/utils/offer-display';
import { usePageTitle } from '@/lib/page-title';

/**
 * /offerdetails/{id}: open to anyone holding the link (SPEC.md §2). The link's `from` asks for a
 * side, a guest buyer's `token` opens it on any device; the server shows an offer only to its
 * buyer or to the seller's staff, anyone else gets not found.
 */
export default function OfferDetailsRoute() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const link = readOfferLink(search);
  const me = useMe();
  const queryClient = useQueryClient();
  const offer = useOffer(id, { token: link.token, from: link.from });
  const notFound =
    offer.error instanceof ApiError && (offer.error.status === 404 || offer.error.status === 400);
  usePageTitle(notFound ? 'Not found' : 'Offer details');

  if (offer.data)
    return (
      <OfferDetail
        offer={offer.data}
        token={link.token}
        signedIn={Boolean(me.data?.user)}
        // An acceptance puts the item into the buyer's cart on the server: the header's count and
        // the cart page must not show the cart as it was before.
        onAnswered={() => void refreshCart(queryClient)}
      />
    );
  if (notFound) {
    const signedIn = Boolean(me.data?.user);
    return (
      <Container size="sm" py={96}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>{signedIn ? 'Offer not found' : 'Sign in to see this offer'}</Title>
          <Text>
            {signedIn
              ? 'This offer does not exist, or it belongs to someone else.'
              : 'Offers are shown to the buyer who made them and to the seller’s staff. Sign in, or open the link from your offer mail.'}
          </Text>
          {!signedIn && (
            <Button component={Link} to={paths.auth.getHref({ page: `${pathname}${search}` })}>
              Sign in
            </Button>
          )}
        </Stack>
      </Container>
    );
  }
  if (offer.isError)
    return <LoadError heading="This offer could not be loaded" onRetry={() => void offer.refetch()} />;
  return <PageLoader />;
}
