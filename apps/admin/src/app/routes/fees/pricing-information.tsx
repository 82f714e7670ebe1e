import { NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { FeeScheduleVersion } from '@patchbay/contract';
import { formatMoney } from '@patchbay/domain';
import { EmptyState, ErrorState, formatDateTime } from '@patchbay/ui';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { usePricingInformation } from '@/features/fees/api/pricing-information';
import { FeeScheduleForm } from '@/features/fees/components/fee-schedule-form';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';

const percent = (value: string) => `${Number(value)} %`;
const saleFee = (value: string, type: string) => (type === 'flat' ? formatMoney(value) : percent(value));

function History({ versions }: { versions: FeeScheduleVersion[] }) {
  if (versions.length === 0) {
    return (
      <EmptyState testId="fee-history-empty">No change recorded yet: the storefront's fees apply.</EmptyState>
    );
  }
  return (
    <Table.ScrollContainer type="native" minWidth={760} tabIndex={0} aria-label="Fee changes">
      <Table striped data-testid="fee-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>In force from</Table.Th>
            <Table.Th>Changed by</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Monthly fee</Table.Th>
            <Table.Th>Service fee</Table.Th>
            <Table.Th>Own storefront</Table.Th>
            <Table.Th>Marketplace</Table.Th>
            <Table.Th>Card / ACH / PayLater / PayPal</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>{formatDateTime(v.effectiveFrom)}</Table.Td>
              <Table.Td>{v.changedBy}</Table.Td>
              <Table.Td>{v.planName ?? '—'}</Table.Td>
              <Table.Td>{formatMoney(v.monthlyFees)}</Table.Td>
              <Table.Td>{percent(v.serviceFeeOnOrder)}</Table.Td>
              <Table.Td>{saleFee(v.soldOnStorefrontFees, v.soldOnStorefrontFeesType)}</Table.Td>
              <Table.Td>{saleFee(v.soldOnMarketplaceFees, v.soldOnMarketplaceFeesType)}</Table.Td>
              <Table.Td>
                {[
                  v.processingFees.card,
                  v.processingFees.ach,
                  v.processingFees.paylater,
                  v.processingFees.paypal,
                ]
                  .map(percent)
                  .join(' / ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The operator picks the organization (?organization=…); everyone else sees their own. */
function OrganizationPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const organizations = useOrganizations();
  const items = organizations.data?.items ?? [];
  return (
    <NativeSelect
      label="Organization"
      maw={360}
      disabled={organizations.isPending}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        { value: '', label: 'Your organization' },
        ...items.map((o) => ({ value: o.id, label: o.name })),
      ]}
      error={organizations.isError ? errorMessage(organizations.error) : undefined}
    />
  );
}

/** /pricinginformation (PricingInfo): an organization's plan, fees and who changed them when. */
export function PricingInformationRoute() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const picked = params.get('organization') ?? '';
  const info = usePricingInformation(picked || undefined);
  const operator = isOperator(user.permissions);
  let body: React.ReactNode;
  if (info.isPending) body = <PageLoader />;
  else if (info.isError) {
    body = isNotFound(info.error) ? (
      <ScreenMessage heading="Organization not found." />
    ) : (
      <ErrorState
        title="The pricing information could not be loaded."
        message={errorMessage(info.error)}
        onRetry={() => info.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="xl">
        <Text>
          {info.data.organization.name}
          {info.data.current.planName ? `: plan ${info.data.current.planName}` : ''}
        </Text>
        <FeeScheduleForm
          key={`${info.data.organization.id}:${info.data.history[0]?.id ?? 'none'}`}
          organizationId={info.data.organization.id}
          current={info.data.current}
          canSetPlatformCharges={info.data.canSetPlatformCharges}
        />
        <Stack gap="sm">
          <Title order={3}>History</Title>
          <History versions={info.data.history} />
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={2}>Organization Price Information</Title>
      {operator && (
        <OrganizationPicker
          value={picked}
          onChange={(id) => setParams(id ? { organization: id } : {}, { replace: true })}
        />
      )}
      {body}
    </Stack>
  );
}
