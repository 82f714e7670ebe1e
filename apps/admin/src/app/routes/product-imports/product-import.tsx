import { Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { ImportWizard } from '@/features/product-imports/components/import-wizard';

function ImportScreen({ title, intro, mode }: { title: string; intro: string; mode: 'create' | 'update' }) {
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </Stack>
      <ImportWizard mode={mode} />
    </Stack>
  );
}

/** /product/import: new products and listings from a file (a row whose seller part number exists updates it). */
export function ProductImportRoute() {
  return (
    <ImportScreen
      title="Import products"
      mode="create"
      intro="Upload a CSV or XLSX file of products with their listings. Rows whose seller part number you already list update that product; the others are created."
    />
  );
}

/** /product/updateimport: only updates: a row names its product by productId or seller part number. */
export function ProductUpdateImportRoute() {
  return (
    <ImportScreen
      title="Update imported products"
      mode="update"
      intro="Upload a file of products you already list (an export from My Products works unchanged): each row updates the product it names by productId or seller part number. Nothing is created."
    />
  );
}

/** /allbackendbulkdataupdate: the operator imports a file into any organization's catalogue. */
export function BulkDataUpdateRoute() {
  const organizations = useOrganizations();
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const sellers = (organizations.data?.items ?? []).map((o) => ({ value: o.id, label: o.name }));
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Bulk data update</Title>
        <Text c="dimmed" size="sm">
          Import or update the products of any organization from a CSV or XLSX file.
        </Text>
      </Stack>
      <Select
        label="Organization"
        placeholder={organizations.isPending ? 'Loading organizations…' : 'Choose the organization'}
        data={sellers}
        value={organizationId}
        onChange={setOrganizationId}
        searchable
        error={organizations.isError ? 'The organizations could not be loaded' : undefined}
        maw={420}
      />
      {organizationId ? (
        <ImportWizard key={organizationId} mode="create" organizationId={organizationId} />
      ) : (
        <Text c="dimmed" size="sm">
          Choose an organization to upload its file.
        </Text>
      )}
    </Stack>
  );
}
