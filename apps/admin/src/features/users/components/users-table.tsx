import { Anchor, Badge, Text } from '@mantine/core';
import type { AdminUser } from '@patchbay/contract';
import { DataTable, type DataTableColumn } from '@patchbay/ui';
import 'mantine-datatable/styles.css';
import { Link } from 'react-router';
import { roleLabel } from '@/lib/authorization';
import { userStatus } from '../utils/user-status';

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
  /** Absent for people who may only view: names are then plain text. */
  getUserHref?: ((id: string) => string) | undefined;
}) {
  const columns: DataTableColumn<AdminUser>[] = [
    {
      accessor: 'name',
      title: 'Name',
      render: (user) =>
        getUserHref ? (
          <Anchor component={Link} to={getUserHref(user.id)} fw={600}>
            {userName(user)}
          </Anchor>
        ) : (
          <Text span fw={600}>
            {userName(user)}
          </Text>
        ),
    },
    { accessor: 'email', title: 'Email' },
    { accessor: 'role', title: 'Role', render: (user) => roleLabel(user.role) },
    ...(showOrganization
      ? [
          {
            accessor: 'organizationName',
            title: 'Organization',
            render: (user: AdminUser) => user.organizationName ?? '—',
          },
        ]
      : []),
    {
      accessor: 'disabled',
      title: 'Status',
      render: (user) => (
        <Badge color={userStatus(user).color} variant="light">
          {userStatus(user).label}
        </Badge>
      ),
    },
  ];
  return (
    <DataTable<AdminUser>
      label="Users"
      records={users}
      columns={columns}
      emptyText="No users match this search."
      minWidth={720}
    />
  );
}
