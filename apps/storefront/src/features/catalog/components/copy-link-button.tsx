import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import { browserCopyEnvironment, copyText } from '@/lib/copy-link';

/** SPEC.md §5/§8: copies the listing's canonical URL; 'Link copied', or an error if the fallback prompt is cancelled. */
export function CopyLinkButton({ url }: { url: string }) {
  const copy = async () => {
    const outcome = await copyText(url, browserCopyEnvironment());
    if (outcome === 'cancelled') notifications.show({ color: 'red', message: 'Could not copy the link' });
    else notifications.show({ color: 'green', message: 'Link copied' });
  };
  return (
    <Button
      variant="default"
      leftSection={<IconLink size={18} aria-hidden="true" />}
      onClick={() => void copy()}
    >
      Copy link
    </Button>
  );
}
