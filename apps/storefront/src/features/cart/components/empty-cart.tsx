import { EmptyState } from '@mantine/core';
import { checkoutMessages } from '@patchbay/contract';
import { IconShoppingCart } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <EmptyState
      icon={<IconShoppingCart size={28} aria-hidden="true" />}
      withIndicatorBackground
      title={checkoutMessages.emptyCart}
      description="Add products from their pages or from the listings."
      py={40}
    >
      <EmptyState.Actions>
        <ButtonLink to={paths.products.getHref()} onClick={onNavigate}>
          Browse products
        </ButtonLink>
      </EmptyState.Actions>
    </EmptyState>
  );
}
