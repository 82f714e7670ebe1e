import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { InviteUsersForm } from '@/features/users/components/invite-users-form';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { toOrganizationOptions } from './organization-options';

/** /registerusers: invite several people at once. */
export function RegisterUsersRoute() {
  const me = useUser();
  const operator = isOperator(me.permissions);
  const organizations = useOrganizations({ enabled: operator });
  if (operator && organizations.isPending) return <PageLoader />;
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={2}>
        <Title order={2}>Invite users</Title>
        <Text c="dimmed" size="sm">
          Each address gets an email with a link to choose a password. Addresses already in use are skipped.
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <InviteUsersForm
          organizations={operator ? toOrganizationOptions(organizations.data?.items) : undefined}
          defaultOrganizationId={me.organization?.id}
        />
      </Paper>
    </Stack>
  );
}
