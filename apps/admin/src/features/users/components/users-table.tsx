import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { AdminUser } from '@patchbay/contract';
import { Link } from 'react-router';
import { roleLabel } from '@/lib/authorization';

/** The name to show for a person: display name, else first and last name, else username, else email. */
export function userName(
  user: Pick<AdminUser, 'displayName' | 'firstName' | 'lastName' | 'username' | 'email'>,
) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.displayName?.trim() || fullName || user.username || user.email;
}

/** /users: one row per person; the name opens /user/{id}. */
export function UsersTable({
  users,
  showOrganization,
  getUserHref,
}: {
  users: AdminUser[];
  /** The operator sees people of every organization. */
  showOrganization: boolean;
  getUserHref: (id: string) => string;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            {showOrganization ? <Table.Th>Organization</Table.Th> : null}
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={getUserHref(user.id)} fw={600}>
                  {userName(user)}
                </Anchor>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{roleLabel(user.role)}</Table.Td>
              {showOrganization ? <Table.Td>{user.organizationName ?? '—'}</Table.Td> : null}
              <Table.Td>
                {user.disabled ? (
                  <Badge color="gray" variant="light">
                    Disabled
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    Active
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {users.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={showOrganization ? 5 : 4}>
                <Text c="dimmed" ta="center" py="md">
                  No users match this search.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
