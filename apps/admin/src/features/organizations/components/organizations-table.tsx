import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { Organization } from '@patchbay/contract';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { organizationTypeLabel } from '../utils/organization-form-values';

function Flag({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={`${label}: yes`} role="img" />
  ) : (
    <IconMinus size={18} color="var(--mantine-color-gray-5)" aria-label={`${label}: no`} role="img" />
  );
}

/** The operator's /organization: every organization with its type, verification, members and flags. */
export function OrganizationsTable({
  organizations,
  getOrganizationHref,
}: {
  organizations: Organization[];
  getOrganizationHref: (id: string) => string;
}) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Organizations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Verified</Table.Th>
            <Table.Th ta="right">Members</Table.Th>
            <Table.Th ta="center">Authorized reseller</Table.Th>
            <Table.Th ta="center">Discrete</Table.Th>
            <Table.Th ta="center">Offers credit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((organization) => (
            <Table.Tr key={organization.id}>
              <Table.Td>
                <Anchor component={Link} to={getOrganizationHref(organization.id)} fw={600}>
                  {organization.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{organizationTypeLabel(organization.orgType)}</Table.Td>
              <Table.Td>
                {organization.verified ? (
                  <Badge color="green" variant="light">
                    Verified
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    Not verified
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">{organization.memberCount}</Table.Td>
              <Table.Td ta="center">
                <Flag on={organization.isAuthorizedReseller} label="Authorized reseller" />
              </Table.Td>
              <Table.Td ta="center">
                <Flag on={organization.isDiscreteOrg} label="Discrete" />
              </Table.Td>
              <Table.Td ta="center">
                <Flag on={organization.isOfferCredit} label="Offers credit" />
              </Table.Td>
            </Table.Tr>
          ))}
          {organizations.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center" py="md">
                  No organizations yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
