import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONDITIONS, stripMarkup } from '@patchbay/domain';
import { ApiError, Money } from '@patchbay/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type CatalogueEntry,
  useAddFromCatalogue,
  useCatalogueEntry,
  useSelectEntry,
} from '@/features/product-catalogue/api/product-catalogue';
import { useProductOptions } from '@/features/products/api/get-product';
import { errorMessage } from '@/lib/api-error';

type Draft = Record<string, string | number>;

/** The product form's fields, pre-filled from the reference entry; the seller adds price and stock. */
function draftOf(entry: CatalogueEntry): Draft {
  const price = entry.listPrice ?? '';
  return {
    name: entry.title,
    displayName: `${entry.brand} ${entry.mpn.toUpperCase()}`,
    description: entry.description || entry.title,
    category: entry.categoryId ?? '',
    subCategory: entry.subCategoryId ?? '',
    oemName: entry.brand,
    oemModelName: entry.modelName ?? '',
    oemPartNumber: entry.mpn.toUpperCase(),
    productType: entry.productType ?? '',
    sellerPartNumber: entry.mpn.toUpperCase(),
    sellerInternalLocation: '',
    price,
    minPrice: price ? String(Math.floor(Number(price) * 0.5)) : '',
    maxPrice: price ? String(Math.ceil(Number(price) * 1.5)) : '',
    totalPrice: price,
    numAvailable: 1,
    minQuantity: 1,
    quantityMultiple: 1,
    minShippingEstimate: 1,
    maxShippingEstimate: 5,
    condition: 'New',
    arrivalDate: new Date().toISOString().slice(0, 10),
  };
}

const TEXT = [
  ['name', 'Name'],
  ['displayName', 'Display name'],
  ['oemName', 'OEM name'],
  ['oemModelName', 'Model'],
  ['oemPartNumber', 'Part number'],
  ['productType', 'Product type'],
  ['sellerPartNumber', 'Seller part number'],
  ['sellerInternalLocation', 'Seller internal location'],
  ['price', 'Selling price'],
  ['minPrice', 'Minimum price'],
  ['maxPrice', 'Maximum price'],
  ['totalPrice', 'Total price'],
  ['arrivalDate', 'Arrival date (YYYY-MM-DD)'],
] as const;
const COUNTS = [
  ['numAvailable', 'Number available'],
  ['minQuantity', 'Minimum purchase quantity'],
  ['quantityMultiple', 'Order multiples'],
  ['minShippingEstimate', 'Minimum shipping days'],
  ['maxShippingEstimate', 'Maximum shipping days'],
] as const;

function AddToCatalogueForm({ entry, onDone }: { entry: CatalogueEntry; onDone: () => void }) {
  // long-function: one form's markup, field by field.
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = useProductOptions();
  const add = useAddFromCatalogue();
  const subCategories = options.data?.categories.find((c) => c.id === draft.category)?.subCategories ?? [];
  const set = (key: string, value: string | number) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        add.mutate(
          { id: entry.id, body: draft as never },
          {
            onSuccess: (result) => {
              notifications.show({ color: 'green', message: result.message });
              onDone();
            },
            onError: (error) => setErrors(error instanceof ApiError ? (error.fields ?? {}) : {}),
          },
        );
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              value={String(draft[key] ?? '')}
              error={errors[key]}
              onChange={(e) => set(key, e.currentTarget.value)}
            />
          ))}
          {COUNTS.map(([key, label]) => (
            <NumberInput
              key={key}
              label={label}
              min={0}
              allowDecimal={false}
              value={draft[key]}
              error={errors[key]}
              onChange={(value) => set(key, typeof value === 'number' ? value : '')}
            />
          ))}
          <Select
            label="Condition"
            data={[...CONDITIONS]}
            value={String(draft.condition)}
            error={errors.condition}
            onChange={(value) => set('condition', value ?? '')}
          />
          <Select
            label="Category"
            data={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={String(draft.category) || null}
            error={errors.category}
            onChange={(value) => setDraft((d) => ({ ...d, category: value ?? '', subCategory: '' }))}
          />
          <Select
            label="Sub-category"
            data={subCategories.map((c) => ({ value: c.id, label: c.name }))}
            value={String(draft.subCategory) || null}
            error={errors.subCategory}
            onChange={(value) => set('subCategory', value ?? '')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={3}
          value={String(draft.description)}
          error={errors.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        {add.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(add.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add to my catalogue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /viewproductcatalogue/{id}: one reference product, to select it or add it to the catalogue. */
export function ViewProductCatalogueRoute() {
  // long-function: one component's markup in the order it shows.
  const { id = '' } = useParams();
  const entry = useCatalogueEntry(id);
  const select = useSelectEntry();
  const [adding, setAdding] = useState(false);
  if (entry.isPending) return <Loader aria-label="Loading the reference product" />;
  if (entry.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(entry.error)}
      </Alert>
    );
  const e = entry.data;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>{e.title}</Title>
        <Text c="dimmed" size="sm">
          {e.brand} · MPN {e.mpn}
          {e.categoryName ? ` · ${e.categoryName}${e.subCategoryName ? ` / ${e.subCategoryName}` : ''}` : ''}
          {e.listPrice ? ' · list price ' : ''}
          {e.listPrice ? <Money amount={e.listPrice} /> : null}
        </Text>
      </Stack>
      <Group>
        {e.productId ? (
          <Button component={Link} to={`/product/edit/${encodeURIComponent(e.productId)}`} variant="light">
            Open your product
          </Button>
        ) : (
          <Button onClick={() => setAdding(true)}>Add to my catalogue</Button>
        )}
        <Button
          variant="default"
          loading={select.isPending}
          onClick={() =>
            select.mutate(
              { id: e.id, selected: !e.selected },
              { onSuccess: (r) => notifications.show({ message: r.message }) },
            )
          }
        >
          {e.selected ? 'Remove from selected data' : 'Keep in selected data'}
        </Button>
        <Anchor component={Link} to="/myproductuserselecteddata" size="sm">
          Selected product data
        </Anchor>
      </Group>
      {select.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(select.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          {e.imageUrls.length > 0 ? (
            <Image src={e.imageUrls[0]} alt={e.title} h={220} fit="contain" />
          ) : (
            <Text c="dimmed">No image.</Text>
          )}
          <Text size="sm" mt="sm">
            {stripMarkup(e.description)}
          </Text>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Specifications
          </Title>
          {e.specifications.length === 0 ? (
            <Text c="dimmed">No specifications.</Text>
          ) : (
            <Table>
              <Table.Tbody>
                {e.specifications.map((s) => (
                  <Table.Tr key={`${s.type}:${s.value}`}>
                    <Table.Th scope="row">{s.type}</Table.Th>
                    <Table.Td>{s.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add to my catalogue" size="xl">
        <AddToCatalogueForm entry={e} onDone={() => setAdding(false)} />
      </Modal>
    </Stack>
  );
}
