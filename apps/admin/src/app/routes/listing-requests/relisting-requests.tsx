import { Alert, Button, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { formatMoney } from '@patchbay/domain';
import { formatDateTime } from '@patchbay/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader';
import {
  useMoveRelistingRequest,
  useMoveSharedListingRequest,
  useRelistingRequests,
  useSharedListingRequests,
} from '@/features/listing-requests/api/listing-requests';
import { RequestActions, RequestStatus } from '@/features/listing-requests/components/request-actions';
import { ShareListingForm } from '@/features/listing-requests/components/share-listing-form';
import { errorMessage } from '@/lib/api-error';

function Loaded<T extends { items: unknown[] }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title="The requests could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (query.data.items.length === 0)
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  return <>{children(query.data)}</>;
}

function RelistingTable() {
  const requests = useRelistingRequests();
  const move = useMoveRelistingRequest();
  return (
    <Loaded query={requests} empty="No relisting requests yet.">
      {(data) => (
        <Table.ScrollContainer minWidth={760}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Listing</Table.Th>
                <Table.Th>Asked by</Table.Th>
                <Table.Th>Price × quantity</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <span className="sr-only">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id} data-testid="relisting-request-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.listing.displayName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.listing.oemPartNumber} · {r.listing.organization.name} · {r.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.organization.name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.requestedBy ?? ''} · {formatDateTime(r.createdAt)}
                    </Text>
                    {r.note && <Text size="xs">{r.note}</Text>}
                  </Table.Td>
                  <Table.Td>
                    {formatMoney(r.price)} × {r.quantity} ({r.condition})
                  </Table.Td>
                  <Table.Td>
                    <RequestStatus status={r.status} />
                    {r.decisionNote && <Text size="xs">{r.decisionNote}</Text>}
                  </Table.Td>
                  <Table.Td>
                    <RequestActions
                      canDecide={r.canDecide}
                      canApprove={r.canDecide}
                      canWithdraw={r.canWithdraw}
                      pending={move.isPending}
                      onAction={(action) => move.mutateAsync({ id: r.id, action })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Loaded>
  );
}

function SharedTable() {
  const requests = useSharedListingRequests();
  const move = useMoveSharedListingRequest();
  return (
    <Loaded query={requests} empty="No shared-listing requests yet.">
      {(data) => (
        <Table.ScrollContainer minWidth={760}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Listing</Table.Th>
                <Table.Th>On the storefronts of</Table.Th>
                <Table.Th>Asked</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <span className="sr-only">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id} data-testid="shared-listing-request-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.listing.displayName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.listing.oemPartNumber} · {r.listing.organization.name} ·{' '}
                      {formatMoney(r.listing.price)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.organization.name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.storefronts.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {r.requestedBy ?? ''} · {formatDateTime(r.requestDate)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RequestStatus status={r.status} />
                    <Text size="xs" c="dimmed">
                      {r.visible ? 'Shown there' : 'Not shown there'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RequestActions
                      canDecide={r.canDecide}
                      canApprove={r.canDecide && r.status === 'pending'}
                      canWithdraw={r.canWithdraw}
                      pending={move.isPending}
                      onAction={(action) => move.mutateAsync({ id: r.id, action })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Loaded>
  );
}

/**
 * /relistingrequests: relisting requests and shared-listing requests the organization sent or
 * decides (the operator: all), with approve, decline and withdraw as each request allows.
 */
export function RelistingRequestsRoute() {
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Relisting requests</Title>
        <Text c="dimmed" size="sm">
          Requests you sent and requests waiting for your decision. Decisions are mailed to the requester.
        </Text>
      </Stack>
      <Tabs defaultValue="relisting" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="relisting">Relisting</Tabs.Tab>
          <Tabs.Tab value="shared">Shared listings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="relisting" pt="md">
          <RelistingTable />
        </Tabs.Panel>
        <Tabs.Panel value="shared" pt="md">
          <Stack gap="md">
            <ShareListingForm />
            <SharedTable />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
