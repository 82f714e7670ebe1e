import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useStorefront } from '@/lib/storefront';
import classes from './home-hero.module.css';

/** The storefront's title, subtitle and background (image over a darkening veil, else brand colours). */
export function HomeHero() {
  const { title, subTitle, backgroundImage } = useStorefront();
  const style = backgroundImage
    ? {
        backgroundImage: `linear-gradient(rgb(0 0 0 / 0.6), rgb(0 0 0 / 0.35)), url(${JSON.stringify(backgroundImage)})`,
      }
    : undefined;
  return (
    <section className={classes.hero} style={style} aria-labelledby="home-hero-title">
      <Container size="xl" w="100%">
        <Stack gap="lg" align="flex-start">
          <Title id="home-hero-title" order={1} className={classes.title}>
            {title}
          </Title>
          {subTitle && <Text className={classes.subtitle}>{subTitle}</Text>}
          <Button component={Link} to={paths.products.getHref()} size="lg" variant="white">
            Browse products
          </Button>
        </Stack>
      </Container>
    </section>
  );
}
