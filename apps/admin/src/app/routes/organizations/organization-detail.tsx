import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { EDIT_ORGANIZATION } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { useOrganization } from '@/features/organizations/api/get-organization';
import { OrganizationForm } from '@/features/organizations/components/organization-form';
import { organizationTypeLabel } from '@/features/organizations/utils/organization-form-values';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useUser } from '@/lib/auth';
import { canAny, isOperator } from '@/lib/authorization';

/** One organization's form; another organization's id answers 404 unless the operator asks. */
export function OrganizationDetail({ id }: { id: string }) {
  const me = useUser();
  const operator = isOperator(me.permissions);
  const navigate = useNavigate();
  const query = useOrganization(id);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ScreenMessage heading="This organization was not found." />;
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const organization = query.data;
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={2}>{organization.name}</Title>
        <Group gap="xs">
          <Badge variant="light">{organizationTypeLabel(organization.orgType)}</Badge>
          <Badge variant="light" color={organization.verified ? 'green' : 'gray'}>
            {organization.verified ? 'Verified' : 'Not verified'}
          </Badge>
          <Text size="sm" c="dimmed">
            {organization.memberCount === 1 ? '1 member' : `${organization.memberCount} members`}
          </Text>
        </Group>
      </Stack>
      <OrganizationForm
        key={organization.id}
        organization={organization}
        canManageAll={operator}
        canEdit={canAny(me.permissions, EDIT_ORGANIZATION)}
        onCancel={operator ? () => navigate(paths.organization.getHref()) : undefined}
      />
    </Stack>
  );
}

/** /organization/{id}. */
export function OrganizationDetailRoute() {
  const { id = '' } = useParams();
  return <OrganizationDetail id={id} />;
}
