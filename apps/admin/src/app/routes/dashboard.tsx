import { Anchor, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/lib/page-title';
import { getStorefrontUrl } from '@/lib/storefront-url';

export function DashboardRoute() {
  usePageTitle('dashboard');
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>Dashboard</Title>
      <Text>Sign-in to the admin portal arrives with accounts.</Text>
      <Anchor href={getStorefrontUrl()} fw={600}>
        Go to the storefront
      </Anchor>
    </Stack>
  );
}
