import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import type { Cart, CartLine } from '@patchbay/contract';
import { type CartView, formatCount, formatMoney } from '@patchbay/domain';
import { formatDateTime } from '@patchbay/ui';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { refreshCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { groupBySeller } from '../utils/cart-state';
import classes from './cart-lines.module.css';
import { QuantityEditor } from './quantity-editor';

/** A line bought at an accepted offer's price: says so, and until when the price holds. */
function OfferNote({ line }: { line: CartLine }) {
  if (!line.offerPrice) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Badge color="grape" variant="light" size="sm" tt="none">
        Accepted offer price
      </Badge>
      {line.offerValidTill && (
        <Text size="xs" c="gray.7">
          Reserved until {formatDateTime(line.offerValidTill)}
        </Text>
      )}
    </Group>
  );
}

function LineProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Group gap={6} wrap="nowrap" c="red.8" role="alert">
      <IconAlertTriangle size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} c="inherit">
        {problem}
      </Text>
    </Group>
  );
}

function RemoveLine({ line }: { line: CartLine }) {
  const queryClient = useQueryClient();
  const remove = useRemoveCartItem({
    mutationConfig: { scope: { id: 'cart' }, onError: () => void refreshCart(queryClient) },
  });
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={`Remove ${line.title}`}
      loading={remove.isPending}
      onClick={() => remove.mutate({ id: line.id })}
    >
      <IconTrash size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

function LineRow({ line, view, onNavigate }: { line: CartLine; view: CartView; onNavigate?: () => void }) {
  const compact = view === 'SidebarCart';
  const offerLine = line.offerItemId !== null;
  return (
    <li className={classes.line} data-compact={compact || undefined}>
      <Link to={line.path} onClick={onNavigate} className={classes.thumb} tabIndex={-1} aria-hidden="true">
        <Image src={line.imageUrl} alt="" w={compact ? 56 : 88} h={compact ? 56 : 88} fit="contain" />
      </Link>
      <Stack gap={4} className={classes.info}>
        <Anchor component={Link} to={line.path} onClick={onNavigate} fw={600} size="sm" lineClamp={2}>
          {line.title}
        </Anchor>
        <Text size="xs" c="gray.7">
          {line.oemName} · {line.oemPartNumber} · {line.condition}
        </Text>
        <Text size="sm">
          {formatMoney(line.unitPrice, { precise: true })} each
          {line.offerPrice === null && line.unitPrice !== line.listPrice && (
            <Text span size="xs" c="gray.7">
              {' '}
              (price at this quantity; listed at {formatMoney(line.listPrice, { precise: true })})
            </Text>
          )}
        </Text>
        <OfferNote line={line} />
        <LineProblem problem={line.problem} />
      </Stack>
      <div className={classes.quantity}>
        {offerLine ? (
          <Stack gap={0}>
            <Text size="xs" c="gray.7">
              Quantity
            </Text>
            <Text fw={600}>{formatCount(line.quantity)}</Text>
          </Stack>
        ) : (
          <QuantityEditor line={line} size={compact ? 'xs' : 'sm'} />
        )}
      </div>
      <Stack gap={2} align="flex-end" className={classes.total}>
        <Text size="xs" c="gray.7">
          Total
        </Text>
        <Text fw={700}>{formatMoney(line.lineTotal)}</Text>
        <RemoveLine line={line} />
      </Stack>
    </li>
  );
}

export interface CartLinesProps {
  cart: Pick<Cart, 'items' | 'sellers'>;
  /** SPEC.md §9 cart views: how dense the lines are. */
  view: CartView;
  /** Only this seller's lines (the checkout shows each seller's lines in its own order section). */
  sellerId?: string;
  /** Level of the seller headings, to keep the page's heading order. */
  headingOrder?: TitleOrder;
  /** Called when a link in the lines is followed (the sidebar closes behind it). */
  onNavigate?: () => void;
}

/** The cart's lines under their sellers, each with quantity, remove, problems and the seller's subtotal. */
export function CartLines({ cart, view, sellerId, headingOrder = 2, onNavigate }: CartLinesProps) {
  const groups = groupBySeller(cart).filter((group) => !sellerId || group.seller.id === sellerId);
  return (
    <Stack gap={view === 'SidebarCart' ? 'md' : 'lg'}>
      {groups.map((group) => (
        <Paper
          key={group.seller.id}
          component="section"
          aria-label={`Items from ${group.seller.name}`}
          withBorder={view !== 'Checkout'}
          p={view === 'Checkout' ? 0 : view === 'SidebarCart' ? 'sm' : 'md'}
          radius="md"
        >
          {!sellerId && (
            <Title order={headingOrder} size={view === 'SidebarCart' ? 'h5' : 'h4'} mb="xs">
              Sold by {group.seller.name}
            </Title>
          )}
          <ul className={classes.lines}>
            {group.lines.map((line) => (
              <LineRow key={line.id} line={line} view={view} {...(onNavigate ? { onNavigate } : {})} />
            ))}
          </ul>
          <Group justify="space-between" mt="xs" className={classes.subtotal}>
            <Text size="sm" fw={600}>
              Subtotal ({group.seller.name})
            </Text>
            <Text fw={700}>{formatMoney(group.subtotal)}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
