import { Anchor, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EmptyState, ErrorState, formatDateTime } from '@patchbay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useConvertStoreSignup, useStoreSignups } from '@/features/store-signups/api/store-signups';
import { errorMessage } from '@/lib/api-error';

/** /storesignups: "Open your store" requests, each turned into a working store in one step. */
export function StoreSignupsRoute() {
  // long-function: one component's markup in the order it shows; the conversion is the server's.
  const signups = useStoreSignups();
  const convert = useConvertStoreSignup();
  const [opened, setOpened] = useState<Record<string, string>>({});
  if (signups.isPending) return <PageLoader />;
  if (signups.isError) {
    return (
      <ErrorState
        title="The store sign-ups could not be loaded."
        message={errorMessage(signups.error)}
        onRetry={() => signups.refetch()}
      />
    );
  }
  const items = signups.data.items;
  return (
    <Stack gap="lg">
      <Title order={2}>Store sign-ups</Title>
      <Text size="sm" c="dimmed">
        Opening a store creates the organization, its storefront on the chosen plan and its first company
        admin, who gets an invitation by e-mail.
      </Text>
      {items.length === 0 ? (
        <EmptyState testId="store-signups-empty">Nobody has asked to open a store yet.</EmptyState>
      ) : (
        <Table.ScrollContainer type="native" minWidth={760} tabIndex={0} aria-label="Store sign-ups">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Signed up</Table.Th>
                <Table.Th>Store</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((s) => (
                <Table.Tr key={s.id} data-testid="store-signup-row">
                  <Table.Td>{s.companyName}</Table.Td>
                  <Table.Td>
                    {s.firstName} {s.lastName}
                  </Table.Td>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{s.plan ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(s.createdAt)}</Table.Td>
                  <Table.Td>
                    {s.organization ? (
                      <Stack gap={2}>
                        <Badge color="green" variant="light">
                          Open
                        </Badge>
                        <Anchor
                          component={Link}
                          to={paths.organizationDetail.getHref(s.organization.id)}
                          size="sm"
                        >
                          {s.organization.name}
                        </Anchor>
                        {opened[s.id] && (
                          <Anchor href={opened[s.id]} size="sm" target="_blank" rel="noreferrer">
                            {opened[s.id]}
                          </Anchor>
                        )}
                      </Stack>
                    ) : (
                      <Button
                        size="xs"
                        loading={convert.isPending && convert.variables === s.id}
                        onClick={() =>
                          convert.mutate(s.id, {
                            onSuccess: (r) => {
                              setOpened((o) => ({ ...o, [s.id]: r.storefront.url }));
                              notifications.show({ color: 'green', message: r.message });
                            },
                            onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
                          })
                        }
                      >
                        Open store for {s.companyName}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
