import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { AdminUser } from '@patchbay/contract';
import { IconMailForward, IconUserX } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useResendInvitation, useRevokeInvitation } from '../api/user-invitation';
import { userName } from './users-table';

/**
 * A person who was added or invited and has not set a password yet: say so, and offer a new
 * invitation mail (its link replaces the earlier one) or taking the invitation back.
 */
export function InvitationActions({ user, onRevoked }: { user: AdminUser; onRevoked: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const fail = (error: Error) => notifications.show({ color: 'red', message: errorMessage(error) });
  const resend = useResendInvitation({
    mutationConfig: {
      onSuccess: (response) => notifications.show({ color: 'green', message: response.message }),
      onError: fail,
    },
  });
  const revoke = useRevokeInvitation({
    mutationConfig: {
      onSuccess: (response) => {
        close();
        notifications.show({ color: 'green', message: response.message });
        onRevoked();
      },
      onError: (error) => {
        close();
        fail(error);
      },
    },
  });

  return (
    <Alert color="blue" variant="light" title="Invited" data-testid="invitation">
      <Stack gap="sm">
        <Text size="sm">
          {userName(user)} has not set a password yet. The invitation link works once, for 7 days.
        </Text>
        <Group gap="sm">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMailForward size={16} aria-hidden="true" />}
            loading={resend.isPending}
            onClick={() => resend.mutate({ id: user.id })}
          >
            Resend invitation
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconUserX size={16} aria-hidden="true" />}
            onClick={open}
          >
            Revoke invitation
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title="Revoke invitation" centered>
        <Stack gap="lg">
          <Text>
            Revoke the invitation of {user.email}? Their link stops working and they are removed from the
            list.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={() => revoke.mutate({ id: user.id })}>
              Revoke invitation
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}
