import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { CATALOGUE_COLUMNS, type ImportMapping, PRODUCT_IMPORT_MAX_BYTES } from '@patchbay/contract';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { templateUrl } from '../api/get-product-imports';
import {
  type ImportPreview,
  type UploadedImport,
  usePreviewProductImport,
  useStartProductImport,
  useUploadProductImport,
} from '../api/import-steps';

const ACCEPT = [
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** One row of the preview: its line in the file, the mapped values, its errors in the form's words. */
function PreviewTable({ preview, columns }: { preview: ImportPreview; columns: string[] }) {
  const bad = preview.rows.filter((r) => Object.keys(r.errors).length > 0).length;
  return (
    <Stack gap="xs">
      <Text size="sm" aria-live="polite">
        First {preview.rows.length} rows: {preview.rows.length - bad} good, {bad} with errors (rows with
        errors are skipped and listed in the failed-rows file).
      </Text>
      <ScrollArea type="auto">
        <Table striped withTableBorder fz="xs" data-testid="import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Errors</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.rowNumber} data-testid="import-preview-row">
                <Table.Td>{row.rowNumber}</Table.Td>
                <Table.Td>
                  {Object.keys(row.errors).length === 0 ? (
                    <Badge color="green" variant="light">
                      OK
                    </Badge>
                  ) : (
                    <Text size="xs" c="red">
                      {Object.entries(row.errors)
                        .map(([field, message]) => `${field}: ${message}`)
                        .join('; ')}
                    </Text>
                  )}
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td
                    key={c}
                    style={{
                      maxWidth: 220,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {row.values[c] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

/**
 * Upload a CSV or XLSX file, map its columns to fields (the organization's last mapping is offered),
 * preview the first 50 rows with their errors, and start the import; its progress shows on /uploadstatus.
 */
export function ImportWizard({
  mode,
  organizationId,
}: {
  mode: 'create' | 'update';
  organizationId?: string;
}) {
  const navigate = useNavigate();
  const upload = useUploadProductImport();
  const preview = usePreviewProductImport();
  const start = useStartProductImport();
  const [uploaded, setUploaded] = useState<UploadedImport | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    preview.reset();
    upload.mutate(
      { file, mode, ...(organizationId ? { organizationId } : {}) },
      {
        onSuccess: (response) => {
          setUploaded(response.import);
          setMapping(response.import.mapping as ImportMapping);
        },
      },
    );
  };
  const mappedColumns = CATALOGUE_COLUMNS.filter((c) => mapping[c]);

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">Template:</Text>
        <Anchor href={templateUrl('csv')} size="sm">
          CSV
        </Anchor>
        <Anchor href={templateUrl('xlsx')} size="sm">
          XLSX
        </Anchor>
      </Group>
      <Dropzone
        onDrop={onDrop}
        onReject={() => notifications.show({ color: 'red', message: 'Upload a CSV or XLSX file' })}
        accept={ACCEPT}
        maxSize={PRODUCT_IMPORT_MAX_BYTES}
        multiple={false}
        loading={upload.isPending}
        aria-label="Upload a CSV or XLSX file"
        data-testid="import-dropzone"
      >
        <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={40} aria-hidden="true" />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text>Drop a CSV or XLSX file here, or click to choose one</Text>
            <Text size="sm" c="dimmed">
              The header row names the columns; each other row is one product with its listing.
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {upload.isError && (
        <Alert color="red" role="alert" title="The file could not be read">
          {errorMessage(upload.error)}
        </Alert>
      )}
      {uploaded && (
        <Stack gap="sm">
          <Text fw={600}>
            {uploaded.fileName}: map the columns ({uploaded.headers.length} in the file)
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
            {CATALOGUE_COLUMNS.map((column) => (
              <Select
                key={column}
                label={column}
                size="xs"
                clearable
                placeholder="Not imported"
                data={uploaded.headers.filter((h) => h !== '')}
                value={mapping[column] ?? null}
                onChange={(value) =>
                  setMapping((current) => {
                    const next = { ...current };
                    if (value) next[column] = value;
                    else delete next[column];
                    return next;
                  })
                }
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button
              variant="light"
              loading={preview.isPending}
              onClick={() => preview.mutate({ id: uploaded.id, mapping })}
            >
              Preview
            </Button>
            <Button
              loading={start.isPending}
              onClick={() =>
                start.mutate(
                  { id: uploaded.id, mapping },
                  {
                    onSuccess: (response) => {
                      notifications.show({ color: 'green', message: response.message });
                      navigate('/uploadstatus');
                    },
                  },
                )
              }
            >
              Start import
            </Button>
          </Group>
          {(preview.isError || start.isError) && (
            <Alert color="red" role="alert">
              {errorMessage(preview.error ?? start.error)}
            </Alert>
          )}
          {preview.data && <PreviewTable preview={preview.data} columns={mappedColumns} />}
        </Stack>
      )}
    </Stack>
  );
}
