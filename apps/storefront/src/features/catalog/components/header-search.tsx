import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import classes from './header-search.module.css';
import { SearchIcon } from './search-icon';

/**
 * The header's search: any page to /products?q=. Plain elements rather than Mantine's TextInput,
 * because the header is in the first download and the input machinery would add about 5 kB gzip.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    navigate(paths.products.getHref({ q: typeof text === 'string' ? text.trim() : '' }));
  };
  return (
    <search className={classes.root}>
      {/* Keyed by the page: a new page starts with an empty box. */}
      <form key={pathname} onSubmit={submit} className={classes.form}>
        <span className={classes.icon}>
          <SearchIcon size={16} />
        </span>
        <input
          name="q"
          type="search"
          aria-label="Search listings"
          placeholder="Search listings"
          maxLength={200}
          autoComplete="off"
          className={classes.input}
        />
        <button type="submit" className={classes.submit}>
          Search
        </button>
      </form>
    </search>
  );
}
