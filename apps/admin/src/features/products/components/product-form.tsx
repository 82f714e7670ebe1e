import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { notifications } from '@mantine/notifications';
import type { AdminProduct } from '@patchbay/contract';
import {
  CONDITIONS,
  catalogueProductSchema,
  defaultDisplayName,
  isAllowedImage,
  messages,
} from '@patchbay/domain';
import { ApiError, Money } from '@patchbay/ui';
import { useEffect, useState } from 'react';
import { useUser } from '@/lib/auth';
import { canAny } from '@/lib/authorization';
import { useProductOptions } from '../api/get-product';
import {
  arrangeProductImages,
  type ProductBody,
  uploadProductImage,
  uploadSpecDocument,
  useDeleteProduct,
  useSaveProduct,
} from '../api/save-product';
import { openShareIds, SharedWithField } from './shared-with-field';

type Tier = { minQty: number | ''; maxQty: number | ''; price: string };
type Spec = { type: string; value: string };

const TEXT_FIELDS = [
  ['name', 'Name'],
  ['displayName', 'Display name'],
  ['oemName', 'OEM name'],
  ['oemModelName', 'Model'],
  ['oemPartNumber', 'Part number'],
  ['sellerPartNumber', 'Seller part number'],
  ['sellerInternalLocation', 'Seller internal location'],
  ['productType', 'Product type'],
] as const;
const MONEY_FIELDS = [
  ['minPrice', 'Minimum price'],
  ['maxPrice', 'Maximum price'],
  ['price', 'Selling price'],
  ['msrpPrice', 'MSRP'],
  ['totalPrice', 'Total price'],
] as const;
const COUNT_FIELDS = [
  ['minQuantity', 'Minimum purchase quantity'],
  ['quantityMultiple', 'Order multiples'],
  ['numAvailable', 'Number available'],
  ['minShippingEstimate', 'Minimum shipping days'],
  ['maxShippingEstimate', 'Maximum shipping days'],
] as const;
const FLAGS = [
  ['showPriceWOLogin', 'Show the price to visitors who are not signed in'],
  ['isFeaturedListing', 'Featured'],
  ['canMakeOfferIfQtyIsZero', 'Take offers when out of stock'],
  ['isOnOffer', 'On offer'],
  ['excludeFromCollectorPortal', 'Hide from the marketplace (own storefronts only)'],
] as const;

type Values = Record<string, string | number | boolean | ''>;

function initialValues(product: AdminProduct | undefined, initialName = ''): Values {
  if (!product) {
    return {
      ...(initialName ? { name: initialName } : {}),
      minQuantity: 1,
      quantityMultiple: 1,
      numAvailable: 0,
      minShippingEstimate: 1,
      maxShippingEstimate: 5,
      showPriceWOLogin: true,
      condition: '',
      weightUnit: 'lb',
      dimensionUnit: 'in',
    };
  }
  return {
    ...Object.fromEntries(
      Object.entries(product).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
    ),
    msrpPrice: product.msrpPrice ?? '',
    weight: product.weight ?? '',
    length: product.length ?? '',
    width: product.width ?? '',
    height: product.height ?? '',
    weightUnit: 'lb',
    dimensionUnit: 'in',
  } as Values;
}

/** The body the API takes, from what is typed: blanks left out, numbers as numbers. */
function toBody(values: Values, tiers: Tier[], specs: Spec[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const keys = [
    'name',
    'displayName',
    'description',
    'category',
    'subCategory',
    ...MONEY_FIELDS.map(([k]) => k),
    ...COUNT_FIELDS.map(([k]) => k),
    'condition',
    ...TEXT_FIELDS.map(([k]) => k),
    'arrivalDate',
    'weight',
    'weightUnit',
    'length',
    'width',
    'height',
    'dimensionUnit',
    'notes',
    ...FLAGS.map(([k]) => k),
  ];
  for (const key of keys) {
    const value = values[key];
    if (value === undefined) continue;
    if (
      value === '' &&
      !['msrpPrice'].includes(key) &&
      !['weight', 'length', 'width', 'height', 'notes'].includes(key)
    )
      continue;
    if (value === '' && ['weight', 'length', 'width', 'height'].includes(key)) continue;
    body[key] = value === '' && key === 'msrpPrice' ? null : value;
  }
  body.tieredPricing = tiers
    .filter((t) => t.minQty !== '' || t.price !== '')
    .map((t) => ({
      minQty: t.minQty === '' ? undefined : t.minQty,
      maxQty: t.maxQty === '' ? null : t.maxQty,
      price: t.price,
    }));
  body.specifications = specs.filter((s) => s.type || s.value);
  return body;
}

function errorsOf(body: Record<string, unknown>): Record<string, string> {
  const result = catalogueProductSchema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

/** The product card as buyers will see it on a storefront, drawn from what is typed. */
function CardPreview({ values, imageUrl }: { values: Values; imageUrl: string | undefined }) {
  const title =
    String(values.displayName || '') ||
    defaultDisplayName(String(values.oemName || ''), String(values.oemPartNumber || ''));
  const price = String(values.price || '');
  return (
    <Card withBorder padding="md" radius="md" aria-label="Product card preview" maw={300}>
      <Card.Section>
        {imageUrl ? (
          <Image src={imageUrl} alt="" h={160} fit="contain" />
        ) : (
          <Image src="/api/media/no-image.svg" alt="" h={160} fit="contain" />
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lineClamp={2}>
          {title || 'Product name'}
        </Text>
        <Text size="xs" c="dimmed">
          {String(values.oemName || '')} {String(values.oemPartNumber || '')}
        </Text>
        <Group gap="xs">
          {values.condition ? <Badge variant="light">{String(values.condition)}</Badge> : null}
          {values.isFeaturedListing ? <Badge color="yellow">Featured</Badge> : null}
        </Group>
        {/^\d+(\.\d{1,4})?$/.test(price) ? <Money amount={price} /> : <Text c="dimmed">Price</Text>}
        <Text size="xs">
          {Number(values.numAvailable || 0) > 0 ? `${values.numAvailable} available` : 'Out of stock'}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * /product/new and /product/edit/{id}: one form for the product and its listing, with every SPEC.md
 * §5 field and message (checked here with the server's own rules, then by the server), tiered
 * price rows, specifications, images by drag and drop, the spec document, storefront visibility
 * and offer settings, and a live preview of the product card.
 */
export function ProductForm({
  product,
  initialName,
  onSaved,
  onDeleted,
}: {
  product?: AdminProduct;
  /** A new product's name to start from (the search history's "list a product": ?name=<keyword>). */
  initialName?: string;
  onSaved: (product: AdminProduct) => void;
  onDeleted?: () => void;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(product, initialName));
  const [tiers, setTiers] = useState<Tier[]>(
    () =>
      product?.tieredPricing.map((t) => ({ minQty: t.minQty, maxQty: t.maxQty ?? '', price: t.price })) ?? [],
  );
  const [specs, setSpecs] = useState<Spec[]>(() => product?.specifications ?? []);
  const [images, setImages] = useState<string[]>(() => product?.imageUrls ?? []);
  const [pending, setPending] = useState<File[]>([]);
  const [specDoc, setSpecDoc] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [imageError, setImageError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saving, setSaving] = useState(false);
  const user = useUser();
  const mayShare = canAny(user.permissions, ['listings.manage']);
  const [sharedWith, setSharedWith] = useState<string[]>(() => openShareIds(product));
  const options = useProductOptions();
  const save = useSaveProduct();
  // A new product starts from the storefront settings' default for showing prices to guests.
  const guestPriceDefault = options.data?.showPriceWOLogin;
  useEffect(() => {
    if (!product && guestPriceDefault !== undefined) {
      setValues((v) => ({ ...v, showPriceWOLogin: guestPriceDefault }));
    }
  }, [product, guestPriceDefault]);
  const remove = useDeleteProduct();

  const set = (key: string, value: string | number | boolean | '') =>
    setValues((v) => ({ ...v, [key]: value }));
  const subCategories = options.data?.categories.find((c) => c.id === values.category)?.subCategories ?? [];
  const previewUrl = images[0] ?? (pending[0] ? URL.createObjectURL(pending[0]) : undefined);

  const submit = async () => {
    const body = toBody(values, tiers, specs);
    const found = errorsOf(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      // The list goes only when it changed: a role without listings.manage may still save the rest.
      const initialShares = openShareIds(product);
      const sharesChanged =
        sharedWith.length !== initialShares.length || sharedWith.some((id) => !initialShares.includes(id));
      const saved = await save.mutateAsync({
        id: product?.id,
        body: body as ProductBody,
        ...(product && sharesChanged ? { sharedWithOrgIds: sharedWith } : {}),
      });
      let current = saved.product;
      for (const file of pending) {
        const answer = await uploadProductImage({ id: current.id, file });
        current = { ...current, imageUrls: answer.imageUrls };
      }
      if (specDoc) {
        const answer = await uploadSpecDocument({ id: current.id, file: specDoc });
        current = { ...current, specDocUrl: answer.specDocUrl };
      }
      setPending([]);
      setSpecDoc(null);
      notifications.show({ color: 'green', message: saved.message });
      onSaved(current);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors({ ...error.fields });
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : 'Something went wrong',
      });
    } finally {
      setSaving(false);
    }
  };

  const move = async (from: number, to: number) => {
    if (!product || to < 0 || to >= images.length) return;
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    const answer = await arrangeProductImages({ id: product.id, imageUrls: next });
    setImages(answer.imageUrls);
  };
  const drop = async (url: string) => {
    if (!product) return;
    const answer = await arrangeProductImages({ id: product.id, imageUrls: images.filter((u) => u !== url) });
    setImages(answer.imageUrls);
  };

  const field = (key: string) => ({
    value: String(values[key] ?? ''),
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {Object.keys(errors).length > 0 ? (
              <Alert color="red" title="Please check the highlighted fields">
                {errors.price ?? Object.values(errors)[0]}
              </Alert>
            ) : null}
            <Title order={3}>Product</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {TEXT_FIELDS.map(([key, label]) => (
                <TextInput key={key} label={label} required {...field(key)} />
              ))}
              <Select
                label="Category"
                required
                data={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={String(values.category || '') || null}
                error={errors.category}
                onChange={(value) => setValues((v) => ({ ...v, category: value ?? '', subCategory: '' }))}
              />
              <Select
                label="Sub-category"
                required
                data={subCategories.map((c) => ({ value: c.id, label: c.name }))}
                value={String(values.subCategory || '') || null}
                error={errors.subCategory}
                onChange={(value) => set('subCategory', value ?? '')}
              />
            </SimpleGrid>
            <Textarea label="Description" required autosize minRows={3} {...field('description')} />

            <Title order={3}>Listing</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {MONEY_FIELDS.map(([key, label]) => (
                <TextInput
                  key={key}
                  label={label}
                  required={key !== 'msrpPrice'}
                  inputMode="decimal"
                  {...field(key)}
                />
              ))}
              {COUNT_FIELDS.map(([key, label]) => (
                <NumberInput
                  key={key}
                  label={label}
                  required
                  allowDecimal={false}
                  min={0}
                  value={values[key] === '' ? '' : Number(values[key] ?? 0)}
                  error={errors[key]}
                  onChange={(value) => set(key, value === '' ? '' : Number(value))}
                />
              ))}
              <Select
                label="Condition"
                required
                data={[...CONDITIONS]}
                value={String(values.condition || '') || null}
                error={errors.condition}
                onChange={(value) => set('condition', value ?? '')}
              />
              <TextInput label="Arrival date" type="date" required {...field('arrivalDate')} />
            </SimpleGrid>

            <Title order={4}>Weight and dimensions</Title>
            <SimpleGrid cols={{ base: 2, sm: 6 }}>
              <TextInput label="Weight" {...field('weight')} />
              <Select
                label="Weight unit"
                data={['lb', 'kg', 'oz', 'g']}
                value={String(values.weightUnit)}
                error={errors.weightUnit}
                onChange={(value) => set('weightUnit', value ?? 'lb')}
              />
              <TextInput label="Length" {...field('length')} />
              <TextInput label="Width" {...field('width')} />
              <TextInput label="Height" {...field('height')} />
              <Select
                label="Dimension unit"
                data={['in', 'ft', 'cm', 'mm', 'm', 'dm']}
                value={String(values.dimensionUnit)}
                error={errors.dimensionUnit}
                onChange={(value) => set('dimensionUnit', value ?? 'in')}
              />
            </SimpleGrid>

            <Title order={4}>Tiered pricing</Title>
            {tiers.map((tier, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
              <Group key={index} align="flex-start" gap="sm" role="group" aria-label={`Tier ${index + 1}`}>
                <NumberInput
                  label="From quantity"
                  min={1}
                  allowDecimal={false}
                  value={tier.minQty}
                  error={errors[`tieredPricing.${index}.minQty`]}
                  onChange={(v) =>
                    setTiers((all) =>
                      all.map((t, i) => (i === index ? { ...t, minQty: v === '' ? '' : Number(v) } : t)),
                    )
                  }
                  w={130}
                />
                <NumberInput
                  label="To quantity"
                  min={1}
                  allowDecimal={false}
                  value={tier.maxQty}
                  error={errors[`tieredPricing.${index}.maxQty`]}
                  onChange={(v) =>
                    setTiers((all) =>
                      all.map((t, i) => (i === index ? { ...t, maxQty: v === '' ? '' : Number(v) } : t)),
                    )
                  }
                  w={130}
                />
                <TextInput
                  label="Unit price"
                  value={tier.price}
                  error={errors[`tieredPricing.${index}.price`]}
                  onChange={(e) => {
                    const price = e.currentTarget.value;
                    setTiers((all) => all.map((t, i) => (i === index ? { ...t, price } : t)));
                  }}
                  w={130}
                />
                <Button
                  variant="subtle"
                  color="red"
                  mt={24}
                  onClick={() => setTiers((all) => all.filter((_, i) => i !== index))}
                >
                  Remove tier
                </Button>
              </Group>
            ))}
            <Button
              variant="light"
              w="fit-content"
              onClick={() => setTiers((all) => [...all, { minQty: '', maxQty: '', price: '' }])}
            >
              Add tier
            </Button>

            <Title order={4}>Specifications</Title>
            {specs.map((spec, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
              <Group key={index} align="flex-start" gap="sm">
                <TextInput
                  label="Type"
                  value={spec.type}
                  error={errors[`specifications.${index}.type`]}
                  onChange={(e) => {
                    const type = e.currentTarget.value;
                    setSpecs((all) => all.map((s, i) => (i === index ? { ...s, type } : s)));
                  }}
                />
                <TextInput
                  label="Value"
                  value={spec.value}
                  error={errors[`specifications.${index}.value`]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setSpecs((all) => all.map((s, i) => (i === index ? { ...s, value } : s)));
                  }}
                />
                <Button
                  variant="subtle"
                  color="red"
                  mt={24}
                  onClick={() => setSpecs((all) => all.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </Group>
            ))}
            <Button
              variant="light"
              w="fit-content"
              onClick={() => setSpecs((all) => [...all, { type: '', value: '' }])}
            >
              Add specification
            </Button>

            <Title order={4}>Images</Title>
            <Dropzone
              onDrop={(files) => {
                setImageError(null);
                setPending((all) => [...all, ...files]);
              }}
              onReject={() => setImageError(messages.imageType)}
              accept={['image/png', 'image/jpeg', 'image/gif']}
              maxSize={5 * 1024 * 1024}
              aria-label="Product images"
            >
              <Text ta="center" py="md">
                Drop png, jpeg or gif images here, or click to choose. The first image is the main image.
              </Text>
            </Dropzone>
            {imageError ? <Text c="red">{imageError}</Text> : null}
            <Group gap="sm">
              {images.map((url, index) => (
                <Stack key={url} gap={2} align="center">
                  <Image src={url} alt={`Image ${index + 1}`} w={80} h={80} fit="contain" />
                  {index === 0 ? <Badge size="xs">Main</Badge> : null}
                  <Group gap={2}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move image ${index + 1} earlier`}
                      onClick={() => void move(index, index - 1)}
                    >
                      ←
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move image ${index + 1} later`}
                      onClick={() => void move(index, index + 1)}
                    >
                      →
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove image ${index + 1}`}
                      onClick={() => void drop(url)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Stack>
              ))}
              {pending.map((file) => (
                <Text key={file.name + file.size} size="sm" c={isAllowedImage(file.type) ? undefined : 'red'}>
                  {file.name} (uploaded on save)
                </Text>
              ))}
            </Group>

            <Title order={4}>Spec document</Title>
            {product?.specDocUrl ? (
              <Anchor href={product.specDocUrl} target="_blank" rel="noreferrer">
                Current spec document
              </Anchor>
            ) : null}
            <input
              type="file"
              accept="application/pdf"
              aria-label="Spec document (PDF)"
              onChange={(event) => setSpecDoc(event.currentTarget.files?.[0] ?? null)}
            />

            <Title order={4}>Visibility and offers</Title>
            {FLAGS.map(([key, label]) => (
              <Checkbox
                key={key}
                label={label}
                checked={values[key] === true}
                onChange={(e) => set(key, e.currentTarget.checked)}
              />
            ))}
            {product && product.sharedWithOrgs.length > 0 ? (
              <Text size="sm">
                Also shown on the storefronts of: {product.sharedWithOrgs.map((o) => o.name).join(', ')}
              </Text>
            ) : null}
            {product && mayShare ? (
              <SharedWithField
                product={product}
                value={sharedWith}
                onChange={setSharedWith}
                error={errors.sharedWithOrgIds}
              />
            ) : null}
            <Textarea label="Notes" autosize minRows={2} {...field('notes')} />

            <Group>
              <Button type="submit" loading={saving}>
                {product ? 'Save product' : 'Create product'}
              </Button>
              {product ? (
                <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
                  Delete product
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs" pos="sticky" top={80}>
            <Title order={4}>Preview</Title>
            <CardPreview values={values} imageUrl={previewUrl} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete this product?">
        <Stack>
          <Text>The listing leaves every storefront. Orders keep their items.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={async () => {
                if (!product) return;
                const answer = await remove.mutateAsync(product.id);
                setConfirmDelete(false);
                notifications.show({ color: 'green', message: answer.message });
                onDeleted?.();
              }}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
