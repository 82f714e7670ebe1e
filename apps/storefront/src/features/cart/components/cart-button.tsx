import { UnstyledButton } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useClientState } from '@/lib/client-state';
import { useCart } from '../api/get-cart';
import { openSidebarCart, useSidebarCartOpen } from '../hooks/use-sidebar-cart';
import classes from './cart-button.module.css';

// The drawer and its lines load when first opened: every page has the button, few open it.
const SidebarCart = lazy(() => import('./sidebar-cart').then((m) => ({ default: m.SidebarCart })));

/**
 * The header's cart: the number of lines (from the server's cart; the client state's count until it
 * answers, so the first paint already shows it) and the sidebar cart behind it.
 */
export function CartButton() {
  const cart = useCart();
  const storedCount = useClientState('cartCount');
  const opened = useSidebarCartOpen();
  // Once loaded, the drawer stays mounted so that closing it animates.
  const [loaded, setLoaded] = useState(false);
  if (opened && !loaded) setLoaded(true);
  const count = cart.data?.count ?? storedCount;
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <>
      <UnstyledButton
        className={classes.button}
        onClick={openSidebarCart}
        aria-label={label}
        aria-haspopup="dialog"
        data-testid="cart-button"
      >
        <IconShoppingCart size={24} aria-hidden="true" />
        <span className={classes.count} data-empty={count === 0 || undefined} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      </UnstyledButton>
      {loaded && (
        <Suspense fallback={null}>
          <SidebarCart />
        </Suspense>
      )}
    </>
  );
}
