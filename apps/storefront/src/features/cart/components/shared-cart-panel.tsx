import { Alert, Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { cartMessages } from '@patchbay/contract';
import { formatCount, formatMoney } from '@patchbay/domain';
import { ApiError } from '@patchbay/ui';
import { IconCircleCheck, IconLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { clientStateStore, setClientState, useClientState } from '@/lib/client-state';
import { failureMessage } from '@/lib/failure-message';
import { useCopySharedCart } from '../api/copy-shared-cart';
import { useSharedCart } from '../api/get-shared-cart';

/**
 * What a cart link (/mycart?cart=<id>, SPEC.md §2) holds. The first time this browser opens the
 * link its items are copied into the visitor's own cart; opening it again offers to add them again
 * rather than doubling the quantities behind the visitor's back.
 */
export function SharedCartPanel({ id }: { id: string }) {
  const shared = useSharedCart(id);
  const copiedId = useClientState('sharedCartUrlId');
  const copy = useCopySharedCart({
    mutationConfig: {
      scope: { id: 'cart' },
      onError: () => setClientState({ sharedCartUrlId: null }),
    },
  });
  const hasItems = (shared.data?.items.length ?? 0) > 0;

  useEffect(() => {
    if (!hasItems || clientStateStore.getState().sharedCartUrlId === id) return;
    // Marked before the call: a second render (or StrictMode's second effect) must not copy twice.
    setClientState({ sharedCartUrlId: id });
    copy.mutate({ id });
  }, [hasItems, id, copy.mutate]);

  if (shared.isError) {
    const notFound = shared.error instanceof ApiError && shared.error.status === 404;
    return (
      <Alert
        color="red"
        title={notFound ? cartMessages.sharedCartNotFound : 'This cart link could not be opened'}
        role="alert"
      >
        {notFound ? 'Ask whoever sent it for a new link.' : failureMessage(shared.error)}
      </Alert>
    );
  }
  if (!shared.data) {
    return <Skeleton height={120} radius="md" aria-label="Loading the shared cart" />;
  }

  const { items } = shared.data;
  const result = copy.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shared-cart-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconLink size={20} aria-hidden="true" />
          <Title order={2} size="h4" id="shared-cart-title">
            A shared cart
          </Title>
        </Group>
        {items.length === 0 ? (
          <Text>This cart link holds no items.</Text>
        ) : (
          <List spacing={4} size="sm" aria-label="Items of the shared cart">
            {items.map((item) => (
              <List.Item key={item.listingId}>
                <Anchor component={Link} to={item.path} size="sm" fw={600}>
                  {item.title}
                </Anchor>{' '}
                × {formatCount(item.quantity)}
                {item.unitPrice !== null
                  ? ` at ${formatMoney(item.unitPrice, { precise: true })} each`
                  : ` (${cartMessages.priceHidden})`}
                {item.problem && (
                  <Text span c="red.8" fw={600}>
                    {' '}
                    · {item.problem}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
        {copy.isPending && <Text size="sm">Adding these items to your cart…</Text>}
        {result && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden="true" />}
            role="status"
          >
            {result.skipped.length === items.length
              ? 'None of these items could be added to your cart.'
              : 'These items are in your cart now.'}
            {result.skipped.length > 0 && (
              <List size="sm" mt={4}>
                {result.skipped.map((skip) => (
                  <List.Item key={skip.listingId}>
                    {skip.title}: {skip.reason}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {copy.isError && (
          <Alert color="red" role="alert">
            {failureMessage(copy.error)}
          </Alert>
        )}
        {!result && !copy.isPending && copiedId === id && items.length > 0 && (
          <Group gap="sm">
            <Text size="sm">
              The items of this link are already in your cart (added or shared from this browser).
            </Text>
            <Button size="xs" variant="default" onClick={() => copy.mutate({ id })}>
              Add them again
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
