import { Container, Image, SimpleGrid, Title } from '@mantine/core';
import { useStorefront } from '@/lib/storefront';

/** The manufacturers the storefront carries, under its manufacturer title. */
export function ManufacturerLogos() {
  const { manufacturerTitle, manufacturerLogos } = useStorefront();
  if (manufacturerLogos.length === 0) return null;
  return (
    <Container size="xl" py={48} component="section" aria-labelledby="manufacturers-title">
      <Title id="manufacturers-title" order={2} ta="center" mb="xl">
        {manufacturerTitle ?? 'Manufacturers'}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 6 }}
        spacing="xl"
        verticalSpacing="xl"
        component="ul"
        p={0}
        m={0}
      >
        {manufacturerLogos.map((logo) => (
          <li key={logo.url} style={{ listStyle: 'none', display: 'flex', justifyContent: 'center' }}>
            <Image src={logo.url} alt={logo.name} h={56} w="auto" maw="100%" fit="contain" loading="lazy" />
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
