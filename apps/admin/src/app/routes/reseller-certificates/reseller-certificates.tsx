import { Stack, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState } from '@patchbay/ui';
import { PageLoader } from '@/components/page-loader';
import { useResellerCertificates } from '@/features/reseller-certificates/api/get-reseller-certificates';
import { ResellerCertificatesTable } from '@/features/reseller-certificates/components/reseller-certificates-table';
import { errorMessage } from '@/lib/api-error';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';

/**
 * /resellercertificates: the reseller certificates buyers uploaded when they registered on the
 * organization's storefronts (the operator: on every storefront), to approve or reject. Only an
 * approved certificate exempts the buyer from tax.
 */
export function ResellerCertificatesRoute() {
  const me = useUser();
  const certificates = useResellerCertificates('pending');
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Reseller certificates</Title>
        <Text c="dimmed" size="sm">
          {isOperator(me.permissions)
            ? 'Certificates of buyers on every storefront, waiting for a decision.'
            : `Certificates of buyers who registered on ${me.organization?.name ?? 'your organization'}'s storefronts, waiting for a decision.`}{' '}
          Approved buyers pay no tax at checkout.
        </Text>
      </Stack>
      {certificates.isPending ? (
        <PageLoader />
      ) : certificates.isError ? (
        <ErrorState
          title="The certificates could not be loaded"
          message={errorMessage(certificates.error)}
          onRetry={() => void certificates.refetch()}
        />
      ) : certificates.data.items.length === 0 ? (
        <EmptyState testId="reseller-certificates-empty">
          No certificates are waiting for a decision.
        </EmptyState>
      ) : (
        <ResellerCertificatesTable certificates={certificates.data.items} />
      )}
    </Stack>
  );
}
