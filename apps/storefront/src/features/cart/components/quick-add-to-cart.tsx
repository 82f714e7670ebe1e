import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '@/lib/failure-message';
import { useAddCartItem } from '../api/add-cart-item';
import { openSidebarCart } from '../hooks/use-sidebar-cart';
import { type QuantityRules, quantityProblem, smallestQuantity } from '../utils/quantity';

export interface QuickAddToCartProps {
  listing: { id: string; title: string };
  /**
   * The listing's quantity rules. Cards do not carry them, so they are looked up when the button
   * is pressed (the product page then opens from the cache).
   */
  loadRules: () => Promise<QuantityRules>;
}

/**
 * 'Add to cart' on a listing card: adds the smallest quantity the listing sells and opens the
 * sidebar cart, where the quantity can be changed.
 */
export function QuickAddToCart({ listing, loadRules }: QuickAddToCartProps) {
  const [loadingRules, setLoadingRules] = useState(false);
  const add = useAddCartItem({
    mutationConfig: {
      scope: { id: 'cart' },
      onSuccess: () => openSidebarCart(),
      onError: (error) =>
        notifications.show({ color: 'red', title: listing.title, message: failureMessage(error) }),
    },
  });

  const addSmallest = async () => {
    setLoadingRules(true);
    let rules: QuantityRules;
    try {
      rules = await loadRules();
    } catch (error) {
      notifications.show({ color: 'red', title: listing.title, message: failureMessage(error) });
      return;
    } finally {
      setLoadingRules(false);
    }
    const quantity = smallestQuantity(rules);
    const problem = quantityProblem(quantity, rules);
    if (problem) {
      notifications.show({ color: 'red', title: listing.title, message: problem });
      return;
    }
    add.mutate({ listingId: listing.id, quantity });
  };

  return (
    <Button
      variant="light"
      size="xs"
      fullWidth
      loading={loadingRules || add.isPending}
      leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
      onClick={() => void addSmallest()}
      aria-label={`Add to cart: ${listing.title}`}
    >
      Add to cart
    </Button>
  );
}
