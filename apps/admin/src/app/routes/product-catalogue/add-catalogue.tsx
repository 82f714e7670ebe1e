import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@patchbay/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInsertOriginalData } from '@/features/product-catalogue/api/product-catalogue';
import { ReportHeader } from '@/features/reports/components/report-header';
import { errorMessage } from '@/lib/api-error';

const FIELDS = [
  ['brand', 'Brand'],
  ['mpn', 'MPN'],
  ['title', 'Title'],
  ['modelName', 'Model'],
  ['productType', 'Product type'],
  ['listPrice', 'List price'],
] as const;

/** "Type: value" lines to specification rows; lines without a colon are ignored. */
function specificationsOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.split(':'))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim() && parts.slice(1).join(':').trim())
    .map((parts) => ({ type: parts[0]!.trim(), value: parts.slice(1).join(':').trim() }));
}

/** /addproductcatalogue: the operator adds (or, same brand + MPN, updates) a reference product. */
export function AddProductCatalogueRoute() {
  // long-function: one form's markup, field by field.
  const navigate = useNavigate();
  const insert = useInsertOriginalData();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Stack gap="lg" maw={720}>
      <ReportHeader title="Add catalogue product">
        A manufacturer's product for the reference catalogue. A product of the same brand and MPN is updated.
      </ReportHeader>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          const product = {
            brand: values.brand ?? '',
            mpn: values.mpn ?? '',
            title: values.title ?? '',
            description: values.description ?? '',
            modelName: values.modelName || null,
            productType: values.productType || null,
            listPrice: values.listPrice || null,
            specifications: specificationsOf(values.specifications ?? ''),
            imageUrls: (values.imageUrls ?? '')
              .split('\n')
              .map((u) => u.trim())
              .filter(Boolean),
          };
          insert.mutate(
            { products: [product] },
            {
              onSuccess: (result) => {
                notifications.show({ color: 'green', message: result.message });
                navigate(`/viewproductcatalogue/${encodeURIComponent(result.ids[0]!)}`);
              },
              onError: (error) => {
                const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
                setErrors(
                  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.').at(-1)!, v])),
                );
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          {FIELDS.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              required={key === 'brand' || key === 'mpn' || key === 'title'}
              value={values[key] ?? ''}
              error={errors[key]}
              onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })}
            />
          ))}
          <Textarea
            label="Description"
            autosize
            minRows={3}
            value={values.description ?? ''}
            onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
          />
          <Textarea
            label="Specifications (one per line, Type: value)"
            autosize
            minRows={3}
            value={values.specifications ?? ''}
            onChange={(e) => setValues({ ...values, specifications: e.currentTarget.value })}
          />
          <Textarea
            label="Image links (one per line)"
            autosize
            minRows={2}
            value={values.imageUrls ?? ''}
            error={errors.imageUrls}
            onChange={(e) => setValues({ ...values, imageUrls: e.currentTarget.value })}
          />
          {insert.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(insert.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={insert.isPending}>
              Save reference data
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
