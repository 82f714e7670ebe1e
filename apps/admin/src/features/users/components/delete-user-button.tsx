import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type AdminUser, accountMessages } from '@patchbay/contract';
import { IconTrash } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useDeleteUser } from '../api/delete-user';
import { userName } from './users-table';

/**
 * Delete, after a confirmation: 'User deleted successfully'. The server refuses (409, with its reason)
 * the last company admin of an organization and one's own account; that reason is shown as it comes.
 */
export function DeleteUserButton({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteUser({
    mutationConfig: {
      onSuccess: (response) => {
        close();
        notifications.show({ color: 'green', message: response.message || accountMessages.userDeleted });
        onDeleted();
      },
      onError: (error) => {
        close();
        notifications.show({ color: 'red', message: errorMessage(error) });
      },
    },
  });

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={open}
      >
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title="Delete user" centered>
        <Stack gap="lg">
          <Text>
            Delete {userName(user)} ({user.email})? They will no longer be able to sign in. This cannot be
            undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: user.id })}>
              Delete user
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
