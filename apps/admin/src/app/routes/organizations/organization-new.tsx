import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { OrganizationForm } from '@/features/organizations/components/organization-form';

/** /organization/new: the operator adds an organization, then lands on its page. */
export function OrganizationNewRoute() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={2}>
        <Title order={2}>Add organization</Title>
        <Text c="dimmed" size="sm">
          A name and a type are enough to start; the rest can follow.
        </Text>
      </Stack>
      <OrganizationForm
        canManageAll
        onSaved={(response) =>
          navigate(paths.organizationDetail.getHref(response.organization.id), { replace: true })
        }
        onCancel={() => navigate(paths.organization.getHref())}
      />
    </Stack>
  );
}
