import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useStorefront } from '@/lib/storefront';
import { SearchBox } from './search-box';
import classes from './search-hero.module.css';

/** The search-first home's top: the storefront's name and one big search box. */
export function SearchHero() {
  const { title, subTitle } = useStorefront();
  const navigate = useNavigate();
  return (
    <section className={classes.band} aria-labelledby="search-hero-title">
      <Container size="xl">
        <Stack gap="md" align="center" ta="center">
          <Title id="search-hero-title" order={1} className={classes.title}>
            {title}
          </Title>
          {subTitle && (
            <Text size="lg" opacity={0.9}>
              {subTitle}
            </Text>
          )}
          <SearchBox
            size="xl"
            className={classes.search}
            placeholder="Search by part number, model or brand"
            onSearch={(q) => navigate(paths.products.getHref({ q }))}
          />
        </Stack>
      </Container>
    </section>
  );
}
