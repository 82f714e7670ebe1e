import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { paths } from '@/config/paths';
import { useUserDetail } from '@/features/users/api/get-user';
import { DeleteUserButton } from '@/features/users/components/delete-user-button';
import { InvitationActions } from '@/features/users/components/invitation-actions';
import { UpdateUserForm } from '@/features/users/components/update-user-form';
import { userName } from '@/features/users/components/users-table';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useUser } from '@/lib/auth';

/** /user/{id} (SPEC.md title 'user'): edit a person, or delete them. */
export function UserDetailRoute() {
  const { id = '' } = useParams();
  const me = useUser();
  const navigate = useNavigate();
  const query = useUserDetail(id);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ScreenMessage heading="This user was not found." />;
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const user = query.data;
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{userName(user)}</Title>
          <Text c="dimmed" size="sm">
            {user.email}
            {user.organizationName ? ` · ${user.organizationName}` : ''}
          </Text>
        </Stack>
        {/* One's own account cannot be deleted here (the server refuses it too). */}
        {user.id !== me.id ? (
          <DeleteUserButton
            user={user}
            onDeleted={() => navigate(paths.users.getHref(), { replace: true })}
          />
        ) : null}
      </Group>
      {user.invited ? (
        <InvitationActions user={user} onRevoked={() => navigate(paths.users.getHref(), { replace: true })} />
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <UpdateUserForm key={user.id} user={user} onCancel={() => navigate(paths.users.getHref())} />
      </Paper>
    </Stack>
  );
}
