import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import classes from './header.module.css';
import { StorefrontLogo } from './storefront-logo';

export type HeaderVariant = 'transparent' | 'solid';

export interface HeaderProps {
  /** SPEC.md §2: transparent on the home page, solid elsewhere. */
  variant: HeaderVariant;
  /** Slot for search, cart and account, filled by the app as those features arrive. */
  actions?: ReactNode;
  /** The listing search box, between the logo and the navigation. */
  search?: ReactNode;
}

export function Header({ variant, actions, search }: HeaderProps) {
  return (
    <header
      data-header-variant={variant}
      // site-header* are the stable names a theme stylesheet targets (docs/theming.md).
      className={`site-header site-header--${variant} ${classes.header} ${variant === 'transparent' ? classes.transparent : classes.solid}`}
    >
      <Container size="xl" className={classes.inner}>
        <StorefrontLogo />
        {search && <div className={classes.search}>{search}</div>}
        <nav aria-label="Main" className={`site-nav ${classes.nav}`}>
          <NavLink to={paths.products.getHref()} className={`site-nav-link ${classes.navLink}`}>
            Products
          </NavLink>
          {actions}
        </nav>
      </Container>
    </header>
  );
}
