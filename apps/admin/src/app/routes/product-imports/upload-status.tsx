import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { useProductImports } from '@/features/product-imports/api/get-product-imports';
import { ImportStatusTable } from '@/features/product-imports/components/import-status-table';
import { errorMessage } from '@/lib/api-error';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';

/** /uploadstatus: the latest imports, with progress, counts, failed rows and cancel (refreshed while one runs). */
export function UploadStatusRoute() {
  const me = useUser();
  const imports = useProductImports();
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Upload status</Title>
        <Text c="dimmed" size="sm">
          Your product imports, newest first. A running import can be cancelled; rows already saved stay.
        </Text>
      </Stack>
      {imports.isPending ? (
        <PageLoader />
      ) : imports.isError ? (
        <Alert color="red" variant="light" role="alert" title="The imports could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(imports.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => imports.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : imports.data.items.length === 0 ? (
        <Text c="dimmed" py="md" data-testid="imports-empty">
          No imports yet.
        </Text>
      ) : (
        <ImportStatusTable items={imports.data.items} showOrganization={isOperator(me.permissions)} />
      )}
    </Stack>
  );
}
