import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { CreateUserForm } from '@/features/users/components/create-user-form';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { toOrganizationOptions } from './organization-options';

/** /user/new (SPEC.md title 'AddUser'). */
export function UserNewRoute() {
  const me = useUser();
  const operator = isOperator(me.permissions);
  const navigate = useNavigate();
  const organizations = useOrganizations({ enabled: operator });
  if (operator && organizations.isPending) return <PageLoader />;

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={2}>
        <Title order={2}>Add user</Title>
        <Text c="dimmed" size="sm">
          Without a password, the new user gets an email with a link to choose one.
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <CreateUserForm
          organizations={operator ? toOrganizationOptions(organizations.data?.items) : undefined}
          defaultOrganizationId={me.organization?.id}
          onCreated={() => navigate(paths.users.getHref())}
          onCancel={() => navigate(paths.users.getHref())}
        />
      </Paper>
    </Stack>
  );
}
