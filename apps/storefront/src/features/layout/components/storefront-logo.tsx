import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useStorefront } from '@/lib/storefront';
import classes from './header.module.css';

/** logo1 when the storefront has one, otherwise its logo text or title as text; always links home. */
export function StorefrontLogo() {
  const { logo1, logoText, title } = useStorefront();
  return (
    <Link to={paths.home.getHref()} className={`site-logo ${classes.logo}`} aria-label={`${title} home`}>
      {logo1 ? <img src={logo1} alt={title} className={classes.logoImage} /> : (logoText ?? title)}
    </Link>
  );
}
