import { Anchor, Badge, Text } from '@mantine/core';
import type { AdminUser, UserSortKey } from '@patchbay/contract';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from '@patchbay/ui';
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

/** The list's order, as the server sorts it (GET /api/admin/users `sort` and `direction`). */
export interface UsersSort {
  sort: UserSortKey;
  direction: 'asc' | 'desc';
}

/** /users: one row per person; the name opens /user/{id}; a column title sorts on the server. */
export function UsersTable({
  users,
  showOrganization,
  getUserHref,
  sort,
  onSortChange,
}: {
  users: AdminUser[];
  /** The operator sees people of every organization. */
  showOrganization: boolean;
  /** Absent for people who may only view: names are then plain text. */
  getUserHref?: ((id: string) => string) | undefined;
  sort: UsersSort;
  onSortChange: (sort: UsersSort) => void;
}) {
  const columns: DataTableColumn<AdminUser>[] = [
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
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
    { accessor: 'email', title: 'Email', sortable: true },
    { accessor: 'role', title: 'Role', sortable: true, render: (user) => roleLabel(user.role) },
    ...(showOrganization
      ? [
          {
            accessor: 'organizationName',
            title: 'Organization',
            sortable: true,
            render: (user: AdminUser) => user.organizationName ?? '—',
          },
        ]
      : []),
    {
      accessor: 'disabled',
      title: 'Status',
      sortable: true,
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
      sortStatus={{ columnAccessor: sort.sort, direction: sort.direction } as DataTableSortStatus<AdminUser>}
      onSortStatusChange={(status) =>
        onSortChange({ sort: String(status.columnAccessor) as UserSortKey, direction: status.direction })
      }
    />
  );
}
