import { Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PaymentBrandIcons } from '@patchbay/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useStorefront } from '@/lib/storefront';
import classes from './footer.module.css';
import { SocialLinks } from './social-links';

type FooterLink = { label: string; to: string; external?: boolean };

export interface FooterProps {
  /** Slot for the newsletter box (a feature of its own). */
  newsletter?: ReactNode;
}

/** SPEC.md §2 footer, on every page. */
export function Footer({ newsletter }: FooterProps) {
  const storefront = useStorefront();
  const { footerVariant, companyLinks, aboutUsLink, footerPages = [], hasFaq = false } = storefront;

  const links: FooterLink[] = [
    { label: 'Home', to: paths.home.getHref() },
    { label: 'Products', to: paths.products.getHref() },
  ];
  if (footerVariant === 'marketplace') {
    // The marketplace points at the company website's pages.
    links.push(
      { label: 'Shipping', to: companyLinks.shipping, external: true },
      { label: 'Terms of Service', to: companyLinks.termsOfService, external: true },
      { label: 'Privacy Policy', to: companyLinks.privacyPolicy, external: true },
      { label: 'Returns & Exchanges', to: companyLinks.returnsAndExchanges, external: true },
      { label: 'Open your store', to: paths.openYourStore.getHref() },
    );
  } else {
    if (aboutUsLink) links.push({ label: 'About Us', to: aboutUsLink, external: true });
    if (footerVariant === 'legal') {
      links.push(
        { label: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
        { label: 'Terms of Service', to: paths.termsOfService.getHref() },
      );
    }
  }

  // The seller's published custom pages, in the order set in the admin portal, then the FAQ.
  for (const page of footerPages) links.push({ label: page.title, to: paths.customPage.getHref(page.slug) });
  if (hasFaq) links.push({ label: 'FAQ', to: paths.faq.getHref() });

  return (
    <footer className={`site-footer ${classes.footer}`}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          <Stack gap="sm">
            <span className={classes.brand}>{storefront.logoText ?? storefront.title}</span>
            {storefront.subTitle && <Text size="sm">{storefront.subTitle}</Text>}
            <SocialLinks links={storefront.socialLinks} />
          </Stack>

          <nav aria-label="Information" className="site-footer-links">
            <h2 className={classes.heading}>Information</h2>
            <ul className={classes.links}>
              {links.map((link) => (
                <li key={`${link.label} ${link.to}`}>
                  {link.external ? (
                    <a
                      className={`site-footer-link ${classes.link}`}
                      href={link.to}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.label}
                    </a>
                  ) : (
                    <Link className={`site-footer-link ${classes.link}`} to={link.to}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          {newsletter && (
            <section aria-labelledby="footer-newsletter">
              <h2 id="footer-newsletter" className={classes.heading}>
                Newsletter
              </h2>
              <Text size="sm" mb="sm">
                New listings and offers from {storefront.title}, by email.
              </Text>
              {newsletter}
            </section>
          )}
        </SimpleGrid>

        <Group className={classes.bottom} justify="space-between" gap="md">
          <Text size="sm">
            © 2020 - {new Date().getFullYear()} {storefront.organizationName.replace(/\.$/, '')}. All rights
            reserved.
          </Text>
          <PaymentBrandIcons height={26} />
        </Group>
      </Container>
    </footer>
  );
}
