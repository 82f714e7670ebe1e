import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './button-link.module.css';

export type ButtonLinkProps = ButtonProps &
  Pick<LinkProps, 'to' | 'onClick' | 'replace' | 'state'> & { children?: ReactNode };

/** A link that looks like a button (navigation, not an action), legible under any storefront theme. */
export function ButtonLink({ className, ...props }: ButtonLinkProps) {
  return (
    <Button
      component={Link}
      className={className ? `${classes.link} ${className}` : classes.link}
      {...props}
    />
  );
}

/** The same for a link that leaves the site (a payment link). */
export function ExternalButtonLink({
  className,
  ...props
}: ButtonProps & { href: string; target?: string; rel?: string; children?: ReactNode }) {
  return (
    <Button component="a" className={className ? `${classes.link} ${className}` : classes.link} {...props} />
  );
}
