import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { paths } from '@/config/paths';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { OrganizationsTable } from '@/features/organizations/components/organizations-table';
import { errorMessage } from '@/lib/api-error';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { OrganizationDetail } from './organization-detail';

function AllOrganizations() {
  const organizations = useOrganizations();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Organizations</Title>
          <Text c="dimmed" size="sm">
            Every seller and buyer organization on the platform.
          </Text>
        </Stack>
        <Button
          component={Link}
          to={paths.organizationNew.getHref()}
          leftSection={<IconBuildingPlus size={16} aria-hidden="true" />}
        >
          Add organization
        </Button>
      </Group>
      {organizations.isPending ? (
        <PageLoader />
      ) : organizations.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(organizations.error)}
        </Alert>
      ) : (
        <OrganizationsTable
          organizations={organizations.data.items}
          getOrganizationHref={paths.organizationDetail.getHref}
        />
      )}
    </Stack>
  );
}

/** /organization: the operator's list of all organizations; for anyone else, their own organization. */
export function OrganizationRoute() {
  const me = useUser();
  if (isOperator(me.permissions)) return <AllOrganizations />;
  if (!me.organization) return <ScreenMessage heading="Your account does not belong to an organization." />;
  return <OrganizationDetail id={me.organization.id} />;
}
