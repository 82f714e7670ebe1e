import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AdminCustomPage } from '@patchbay/contract';
import { slugFromTitle } from '@patchbay/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { useSaveCustomPage } from '../api/content';
import { RichTextField } from './rich-text-field';

interface Values {
  storefrontId: string;
  title: string;
  slug: string;
  html: string;
  published: boolean;
  sortOrder: number | string;
}

const toValues = (p: AdminCustomPage | undefined, storefrontId: string): Values => ({
  storefrontId: p?.storefront.id ?? storefrontId,
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  html: p?.html ?? '',
  published: p?.published ?? false,
  sortOrder: p?.sortOrder ?? '',
});

/** /custompage/new and /custompage/edit: a storefront's page, its slug, its place in the footer and its text. */
export function CustomPageForm({
  page,
  storefronts,
  onSaved,
}: {
  page?: AdminCustomPage;
  storefronts: { id: string; title: string }[];
  onSaved: (saved: AdminCustomPage) => void;
}) {
  // long-function: one component's markup in the order it shows; its rules live in domain and hooks.
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(page, storefronts[0]?.id ?? ''),
    clearInputErrorOnChange: true,
  });
  // A new page's slug follows its title until the seller types one.
  const [slugTouched, setSlugTouched] = useState(Boolean(page));
  const save = useSaveCustomPage();
  const submit = form.onSubmit((v) => {
    const fields = {
      title: v.title.trim(),
      slug: v.slug.trim(),
      html: v.html,
      published: v.published,
      ...(typeof v.sortOrder === 'number' ? { sortOrder: v.sortOrder } : {}),
    };
    const input = page
      ? { id: page.id, data: fields }
      : { data: { ...fields, storefrontId: v.storefrontId } };
    save.mutate(input, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: r.message });
        onSaved(r.page);
      },
      onError: (e) => {
        const fields = fieldErrors(e);
        if (fields) form.setErrors(fields);
        notifications.show({ color: 'red', message: errorMessage(e) });
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Storefront"
            disabled={Boolean(page)}
            data={storefronts.map((s) => ({ value: s.id, label: s.title }))}
            {...form.getInputProps('storefrontId')}
          />
          <TextInput
            label="Title"
            required
            maxLength={120}
            {...form.getInputProps('title')}
            onChange={(e) => {
              const title = e.currentTarget.value;
              form.setFieldValue('title', title);
              if (!slugTouched) form.setFieldValue('slug', slugFromTitle(title));
            }}
          />
          <TextInput
            label="Slug"
            description="The page's address: /pages/your-slug (lower-case letters, digits and hyphens)"
            required
            maxLength={80}
            {...form.getInputProps('slug')}
            onChange={(e) => {
              setSlugTouched(true);
              form.setFieldValue('slug', e.currentTarget.value);
            }}
          />
          <NumberInput
            label="Place in the footer"
            description="Lower numbers come first in the footer's Information links; empty: last"
            min={0}
            max={10000}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
        </SimpleGrid>
        <Switch
          label="Published: guests can read it and the footer links it"
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <RichTextField
          label="Content"
          value={form.values.html}
          onChange={(html) => form.setFieldValue('html', html)}
          error={form.errors.html as string | undefined}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {page ? 'Save page' : 'Add page'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
