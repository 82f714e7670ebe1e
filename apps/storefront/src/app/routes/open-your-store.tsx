import { Container, Stack, Text, Title } from '@mantine/core';
import { OpenYourStoreForm } from '@/features/store-signup/components/open-your-store-form';
import { usePageTitle } from '@/lib/page-title';
import { useStorefront } from '@/lib/storefront';

/** /openyourstore: on the marketplace host, a seller asks to open a store (SPEC.md §3 New store signup). */
export default function OpenYourStoreRoute() {
  usePageTitle('Open your store');
  const storefront = useStorefront();
  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Title order={1}>Open your store</Title>
        {storefront.footerVariant === 'marketplace' ? (
          <>
            <Text>Sell your telecom equipment on the marketplace and on a storefront of your own.</Text>
            <OpenYourStoreForm />
          </>
        ) : (
          <Text>Stores are opened on the marketplace.</Text>
        )}
      </Stack>
    </Container>
  );
}
