import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cartMessages } from '@patchbay/contract';
import { IconShare } from '@tabler/icons-react';
import { setClientState } from '@/lib/client-state';
import { browserCopyEnvironment, copyText } from '@/lib/copy-link';
import { failureMessage } from '@/lib/failure-message';
import { useShareCart } from '../api/share-cart';

/** The message when the visitor cancels the copy prompt (SPEC.md §5: an error then). */
const LINK_NOT_COPIED = 'Could not copy the link';

/**
 * Share cart (SPEC.md §2 cart-sharing link): snapshots the cart on the server and copies its link,
 * 'Link copied' (SPEC.md §8), with the clipboard's prompt fallback.
 */
export function ShareCartButton(props: Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'>) {
  const share = useShareCart({
    mutationConfig: {
      onSuccess: async ({ id, url }) => {
        // The sharer's own link must not copy the items into the cart a second time.
        setClientState({ sharedCartUrlId: id });
        const outcome = await copyText(url, browserCopyEnvironment());
        if (outcome === 'cancelled') notifications.show({ color: 'red', message: LINK_NOT_COPIED });
        else notifications.show({ color: 'green', message: cartMessages.linkCopied });
      },
      onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
    },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconShare size={18} aria-hidden="true" />}
      loading={share.isPending}
      onClick={() => share.mutate()}
      {...props}
    >
      Share cart
    </Button>
  );
}
