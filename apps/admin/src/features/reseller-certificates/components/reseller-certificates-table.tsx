import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ResellerCertificate } from '@patchbay/contract';
import { formatDateTime } from '@patchbay/ui';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useReviewResellerCertificate } from '../api/review-reseller-certificate';

/** One pending certificate: the buyer, where they registered, a link to the image, Approve and Reject. */
function CertificateRow({ certificate }: { certificate: ResellerCertificate }) {
  const review = useReviewResellerCertificate({
    mutationConfig: {
      onSuccess: (response) => notifications.show({ color: 'green', message: response.message }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    },
  });
  const deciding = review.isPending ? review.variables?.decision : undefined;
  const { buyer } = certificate;
  return (
    <Table.Tr data-testid="reseller-certificate-row">
      <Table.Td>
        <Text fw={600}>{buyer.name}</Text>
        <Text size="sm" c="dimmed">
          {buyer.email}
        </Text>
      </Table.Td>
      <Table.Td>{buyer.companyName ?? '—'}</Table.Td>
      <Table.Td>{certificate.storefront?.title ?? '—'}</Table.Td>
      <Table.Td>{certificate.submittedAt ? formatDateTime(certificate.submittedAt) : '—'}</Table.Td>
      <Table.Td>
        <Anchor href={certificate.url} target="_blank" rel="noopener noreferrer">
          <Group gap={4} wrap="nowrap" component="span">
            View certificate
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            loading={deciding === 'approved'}
            disabled={review.isPending}
            aria-label={`Approve the certificate of ${buyer.name}`}
            onClick={() => review.mutate({ id: certificate.id, decision: 'approved' })}
          >
            Approve
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={14} aria-hidden="true" />}
            loading={deciding === 'rejected'}
            disabled={review.isPending}
            aria-label={`Reject the certificate of ${buyer.name}`}
            onClick={() => review.mutate({ id: certificate.id, decision: 'rejected' })}
          >
            Reject
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /resellercertificates: certificates waiting for a decision, oldest first. */
export function ResellerCertificatesTable({ certificates }: { certificates: ResellerCertificate[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm" aria-label="Reseller certificates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Storefront</Table.Th>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Certificate</Table.Th>
            <Table.Th>Decision</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
