import { Container, Title, Typography } from '@mantine/core';
import type { CustomPage as CustomPageData } from '../api/get-page';
import classes from './custom-page.module.css';

/**
 * A storefront's custom page. Its HTML is sanitised by the server on write and again on render
 * (DESIGN.md §5), which is what makes dangerouslySetInnerHTML acceptable here and nowhere else.
 */
export function CustomPage({ page }: { page: CustomPageData }) {
  return (
    <Container size="md" py={64} component="article" aria-labelledby="custom-page-title">
      <Title id="custom-page-title" order={1} mb="lg">
        {page.title}
      </Title>
      <Typography className={classes.body}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side on write and on render */}
        <div dangerouslySetInnerHTML={{ __html: page.html }} />
      </Typography>
    </Container>
  );
}
