import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { ReorderResponse } from '@patchbay/contract';
import { IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useReorderOrder } from '../api/reorder-order';

/**
 * Reorder: puts the order's items back into the cart and says plainly, per item, what changed
 * since the order (unavailable, less stock, another quantity, a new price).
 */
export function ReorderPanel({ orderId, onCartChanged }: { orderId: string; onCartChanged: () => void }) {
  const [result, setResult] = useState<ReorderResponse | null>(null);
  const reorder = useReorderOrder({
    mutationConfig: {
      onSuccess: (data) => {
        setResult(data);
        onCartChanged();
      },
    },
  });
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        leftSection={<IconRepeat size={16} aria-hidden="true" />}
        loading={reorder.isPending}
        onClick={() => reorder.mutate(orderId)}
      >
        Reorder
      </Button>
      {reorder.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(reorder.error)}
        </Alert>
      )}
      {result && (
        <Alert
          color={result.lines.some((line) => line.changes.length > 0) ? 'yellow' : 'green'}
          variant="light"
          title={result.message}
          role="status"
          w="100%"
        >
          <List size="sm" spacing={4}>
            {result.lines.map((line) => (
              <List.Item key={line.listingId}>
                <Text span fw={600} size="sm">
                  {line.title}
                </Text>
                : {line.added > 0 ? `${line.added} added` : 'not added'}
                {line.changes.length > 0 ? ` · ${line.changes.join(' · ')}` : ' · no change'}
              </List.Item>
            ))}
          </List>
          <ButtonLink to={paths.myCart.getHref()} size="xs" mt="sm">
            Go to cart
          </ButtonLink>
        </Alert>
      )}
    </Stack>
  );
}
