import {
  ActionIcon,
  Alert,
  Button,
  ColorInput,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { StorefrontSettings } from '@patchbay/contract';
import {
  brandingContrastProblems,
  CHAT_PROVIDER_IDS,
  CHAT_PROVIDERS,
  type ChatProvider,
  contrastRatio,
  isHexColor,
  sanitizeThemeCss,
} from '@patchbay/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { type UpdateStorefrontResponse, useUpdateStorefront } from '../api/update-storefront';
import {
  type StorefrontFormValues,
  storefrontChanges,
  storefrontToFormValues,
} from '../utils/storefront-form-values';
import { ImageField } from './image-field';
import { StorefrontPreview } from './storefront-preview';

const SOCIAL = [
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
] as const;

/** The contrast of a colour as the seller picks it: the ratio, and the rule's message when it fails. */
function ContrastNote({
  field,
  value,
  initial,
}: {
  field: 'themeColor' | 'iconColor';
  value: string;
  initial: string;
}) {
  if (!isHexColor(value)) return null;
  const ratio = contrastRatio(value, '#ffffff');
  const problem = brandingContrastProblems({ [field]: value }).find((p) => p.field === field);
  if (problem && value.toLowerCase() !== initial.toLowerCase()) {
    return (
      <Text size="xs" c="red.8" role="alert" data-testid={`${field}-contrast`}>
        {problem.message}
      </Text>
    );
  }
  return (
    <Text size="xs" c={problem ? 'orange.9' : 'dimmed'} data-testid={`${field}-contrast`}>
      Contrast with white: {(Math.floor(ratio * 10) / 10).toFixed(1)}:1
      {problem ? ' (below WCAG AA; saved before this check, kept until changed)' : ' (passes WCAG AA)'}
    </Text>
  );
}

/** Every setting of one storefront, with its header and footer previewed live beside the form. */
export function StorefrontSettingsForm({
  storefront,
  onSaved,
}: {
  storefront: StorefrontSettings;
  onSaved?: (response: UpdateStorefrontResponse) => void;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const initial = useRef(storefrontToFormValues(storefront));
  const [removed, setRemoved] = useState<string[]>([]);
  const form = useForm<StorefrontFormValues>({
    mode: 'controlled',
    initialValues: storefrontToFormValues(storefront),
    clearInputErrorOnChange: true,
  });
  const values = form.getValues();
  const ownHosts = [storefront.localUrl, ...(storefront.customerDomain ? [storefront.customerDomain] : [])];
  const cssWouldLose = sanitizeThemeCss(values.themeCss, ownHosts).removed;

  const update = useUpdateStorefront({
    mutationConfig: {
      onSuccess: (response) => {
        notifications.show({ color: 'green', message: response.message });
        setRemoved(response.themeCssRemoved);
        const next = storefrontToFormValues(response.storefront);
        initial.current = next;
        form.setInitialValues(next);
        form.setValues(next);
        onSaved?.(response);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) {
          // The server names social links as socialLinks.<name>; the form has one input per link.
          form.setErrors(
            Object.fromEntries(
              Object.entries(fields).map(([k, v]) => [
                k.replace(/^socialLinks\./, '').replace(/^chatWidget\.id$/, 'chatWidgetId'),
                v,
              ]),
            ),
          );
        }
        notifications.show({ color: 'red', message: errorMessage(error) });
      },
    },
  });

  const submit = form.onSubmit((current) => {
    const body = storefrontChanges(initial.current, current);
    if (Object.keys(body).length === 0) {
      notifications.show({ color: 'blue', message: 'Nothing to save: no setting was changed.' });
      return;
    }
    update.mutate({ id: storefront.id, data: body });
  });

  const listImages = (key: 'backgroundImages') => (
    <Stack gap="xs">
      {values[key].map((url, index) => (
        <ImageField
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place; its order is the identity.
          key={index}
          label={`Background image ${index + 1}`}
          value={url}
          onChange={(next) =>
            next === '' ? form.removeListItem(key, index) : form.setFieldValue(`${key}.${index}`, next)
          }
        />
      ))}
      {values[key].length < 5 && (
        <ImageField
          label={values[key].length === 0 ? 'Background image' : 'Another background image'}
          value=""
          onChange={(next) => next && form.insertListItem(key, next)}
        />
      )}
    </Stack>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Settings of ${storefront.title}`}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          <Fieldset legend="Texts">
            <Stack gap="sm">
              <TextInput label="Title" required {...form.getInputProps('title')} />
              <TextInput label="Subtitle" {...form.getInputProps('subTitle')} />
              <TextInput
                label="Logo text"
                description="Shown when there is no logo image"
                {...form.getInputProps('logoText')}
              />
              <TextInput
                label="Meta title"
                description="The title search engines show"
                {...form.getInputProps('metaTitle')}
              />
              <Textarea
                label="Meta description"
                autosize
                minRows={2}
                {...form.getInputProps('metaDescription')}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend="Images">
            <Stack gap="sm">
              <ImageField
                label="Logo"
                value={values.logo1}
                error={form.errors.logo1 as string | undefined}
                onChange={(v) => form.setFieldValue('logo1', v)}
              />
              <ImageField
                label="Second logo"
                description="For dark backgrounds"
                value={values.logo2}
                onChange={(v) => form.setFieldValue('logo2', v)}
              />
              <ImageField
                label="Favicon"
                value={values.favicon}
                onChange={(v) => form.setFieldValue('favicon', v)}
              />
              {listImages('backgroundImages')}
            </Stack>
          </Fieldset>

          <Fieldset legend="Colours and theme">
            <Stack gap="sm">
              <div>
                <ColorInput label="Theme colour" format="hex" {...form.getInputProps('themeColor')} />
                <ContrastNote
                  field="themeColor"
                  value={values.themeColor}
                  initial={initial.current.themeColor}
                />
              </div>
              <div>
                <ColorInput label="Icon colour" format="hex" {...form.getInputProps('iconColor')} />
                <ContrastNote
                  field="iconColor"
                  value={values.iconColor}
                  initial={initial.current.iconColor}
                />
              </div>
              <Textarea
                label="Theme stylesheet"
                description="CSS for this storefront's host: see the class names and variables in docs/theming.md. @import, url() to other hosts and expression() are removed on save."
                autosize
                minRows={5}
                maxRows={16}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                spellCheck={false}
                {...form.getInputProps('themeCss')}
              />
              {cssWouldLose.length > 0 && (
                <Text size="xs" c="orange.9">
                  Will be removed on save: {cssWouldLose.join(', ')}.
                </Text>
              )}
              {removed.length > 0 && (
                <Alert color="orange" variant="light" title="Removed from the theme stylesheet">
                  {removed.join(', ')}.
                </Alert>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend="Links">
            <Stack gap="sm">
              <TextInput
                label="About us link"
                placeholder="https://"
                {...form.getInputProps('aboutUsLink')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {SOCIAL.map(([key, label]) => (
                  <TextInput
                    key={key}
                    label={`${label} link`}
                    placeholder="https://"
                    {...form.getInputProps(key)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset legend="Manufacturers">
            <Stack gap="sm">
              <TextInput label="Manufacturer title" {...form.getInputProps('manufacturerTitle')} />
              {values.manufacturerLogos.map((logo, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their order is the identity.
                <Group key={index} align="flex-end" wrap="wrap" gap="sm">
                  <TextInput
                    label={`Manufacturer ${index + 1} name`}
                    {...form.getInputProps(`manufacturerLogos.${index}.name`)}
                  />
                  <ImageField
                    label={`Manufacturer ${index + 1} logo`}
                    value={logo.url}
                    onChange={(v) => form.setFieldValue(`manufacturerLogos.${index}.url`, v)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove manufacturer ${index + 1}`}
                    onClick={() => form.removeListItem('manufacturerLogos', index)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => form.insertListItem('manufacturerLogos', { name: '', url: '' })}
                style={{ alignSelf: 'flex-start' }}
              >
                Add manufacturer
              </Button>
            </Stack>
          </Fieldset>

          <Fieldset legend="Domain and orders">
            <Stack gap="sm">
              <TextInput
                label="Customer domain"
                description={`Your own host name for this storefront; it is also reached at ${storefront.localUrl}.`}
                placeholder="shop.example.com"
                {...form.getInputProps('customerDomain')}
              />
              <NumberInput
                label="Offers stay valid for (hours)"
                min={1}
                max={720}
                allowDecimal={false}
                {...form.getInputProps('offerValidFor')}
              />
              <Switch
                label="No processing fee on card and PayPal orders under the minimum order value"
                {...form.getInputProps('creditCardPayPalFlag', { type: 'checkbox' })}
              />
              <Switch
                label="New listings show their price to visitors who are not signed in"
                description="The default of the product form and of imports without that column; each listing can still change it."
                {...form.getInputProps('showPriceWOLoginDefault', { type: 'checkbox' })}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend="Chat widget">
            <Stack gap="sm">
              <NativeSelect
                label="Chat provider"
                data={[
                  { value: '', label: 'None' },
                  ...CHAT_PROVIDER_IDS.map((id) => ({ value: id, label: CHAT_PROVIDERS[id].name })),
                ]}
                {...form.getInputProps('chatProvider')}
              />
              {form.getValues().chatProvider && (
                <TextInput
                  label={CHAT_PROVIDERS[form.getValues().chatProvider as ChatProvider].idLabel}
                  description="Loaded on this storefront once the page is ready; never in the admin portal."
                  {...form.getInputProps('chatWidgetId')}
                />
              )}
            </Stack>
          </Fieldset>

          <Group>
            <Button type="submit" loading={update.isPending}>
              Save settings
            </Button>
            <Button
              variant="default"
              onClick={() => form.setValues(initial.current)}
              disabled={!form.isDirty()}
            >
              Undo changes
            </Button>
          </Group>
        </Stack>

        <Stack gap="xs" style={{ position: 'sticky', top: 80, alignSelf: 'start' }}>
          <Text fw={600}>Preview</Text>
          <Text size="sm" c="dimmed">
            The header and footer as your storefront will show them, updated as you type.
          </Text>
          <StorefrontPreview values={values} storefront={storefront} />
        </Stack>
      </SimpleGrid>
    </form>
  );
}
