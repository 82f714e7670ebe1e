import { Container, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/lib/page-title';
import { useStorefront } from '@/lib/storefront';

export default function ProductsRoute() {
  usePageTitle('Products');
  const { title } = useStorefront();
  return (
    <Container size="xl" py={64}>
      <Title order={1} mb="md">
        Products
      </Title>
      <Text size="lg">The {title} catalogue is coming soon: listings will appear on this page.</Text>
    </Container>
  );
}
