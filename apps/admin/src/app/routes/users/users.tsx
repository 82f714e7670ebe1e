import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { USER_SORT_KEYS, type UserSortKey } from '@patchbay/contract';
import { ErrorState } from '@patchbay/ui';
import { IconSearch, IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { MANAGE_USERS } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { useUsers } from '@/features/users/api/get-users';
import { type UsersSort, UsersTable } from '@/features/users/components/users-table';
import { errorMessage } from '@/lib/api-error';
import { useUser } from '@/lib/auth';
import { canAny, isOperator } from '@/lib/authorization';
import { toOrganizationOptions } from './organization-options';

/** /users: the people of the organization (the operator: of every organization, with a filter). */
export function UsersRoute() {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const me = useUser();
  const operator = isOperator(me.permissions);
  // Every staff role sees the list (docs/permissions.md users.view); adding and editing is users.manage.
  const canManage = canAny(me.permissions, MANAGE_USERS);
  const [searchParams, setSearchParams] = useSearchParams();
  const organizationId = operator ? (searchParams.get('organizationId') ?? '') : '';
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);

  // The search lives in the URL too, so a filtered list can be shared and survives a reload.
  useEffect(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, setSearchParams]);

  // The order lives in the URL as well (?sort=role&direction=desc); the server sorts.
  const sortParam = searchParams.get('sort') ?? '';
  const sort: UsersSort = {
    sort: (USER_SORT_KEYS as readonly string[]).includes(sortParam) ? (sortParam as UserSortKey) : 'email',
    direction: searchParams.get('direction') === 'desc' ? 'desc' : 'asc',
  };
  const setSort = (next: UsersSort) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('sort', next.sort);
        params.set('direction', next.direction);
        return params;
      },
      { replace: true },
    );
  const users = useUsers({ q, organizationId: organizationId || undefined, ...sort });
  const organizations = useOrganizations({ enabled: operator });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Users</Title>
          <Text c="dimmed" size="sm">
            {operator
              ? 'People of every organization on the platform.'
              : `People of ${me.organization?.name ?? 'your organization'}.`}
          </Text>
        </Stack>
        {canManage ? (
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.registerUsers.getHref()}
              variant="default"
              leftSection={<IconUsersPlus size={16} aria-hidden="true" />}
            >
              Invite users
            </Button>
            <Button
              component={Link}
              to={paths.userNew.getHref()}
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
            >
              Add user
            </Button>
          </Group>
        ) : null}
      </Group>

      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label="Search users"
          placeholder="Search by name, email or username"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
          type="search"
        />
        {operator ? (
          <NativeSelect
            aria-label="Organization"
            data={[
              { value: '', label: 'All organizations' },
              ...toOrganizationOptions(organizations.data?.items),
            ]}
            value={organizationId}
            onChange={({ currentTarget: { value } }) =>
              setSearchParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value) next.set('organizationId', value);
                  else next.delete('organizationId');
                  return next;
                },
                { replace: true },
              )
            }
            w={{ base: '100%', sm: 280 }}
          />
        ) : null}
      </Group>

      {users.isPending ? (
        <PageLoader />
      ) : users.isError ? (
        <ErrorState
          title="The users could not be loaded"
          message={errorMessage(users.error)}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <Stack gap="xs">
          <UsersTable
            users={users.data.items}
            showOrganization={operator}
            getUserHref={canManage ? paths.user.getHref : undefined}
            sort={sort}
            onSortChange={setSort}
          />
          <Text size="sm" c="dimmed">
            {users.data.total === 1 ? '1 user' : `${users.data.total} users`}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
