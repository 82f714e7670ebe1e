import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Organization } from '@patchbay/contract';
import { useRef } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import {
  createOrganizationInputSchema,
  type OrganizationMutationResponse,
  useCreateOrganization,
} from '../api/create-organization';
import { updateOrganizationInputSchema, useUpdateOrganization } from '../api/update-organization';
import {
  countryOptions,
  ORGANIZATION_TYPES,
  type OrganizationFormValues,
  organizationChanges,
  organizationToFormValues,
  toOrganizationBody,
} from '../utils/organization-form-values';

const amountProps = { inputMode: 'decimal', leftSection: '$', placeholder: '0.00' } as const;

/**
 * /organization/new and /organization/{id}: the organization's fields in four groups. Type and
 * verified are the operator's; everyone else sees them disabled. Toasts carry the server's message.
 */
export function OrganizationForm({
  organization,
  canManageAll,
  canEdit = true,
  onSaved,
  onCancel,
}: {
  /** Absent: a new organization. */
  organization?: Organization | undefined;
  canManageAll: boolean;
  /** False for staff who may only view it (docs/permissions.md organization.view): no field changes. */
  canEdit?: boolean;
  onSaved?: (response: OrganizationMutationResponse) => void;
  onCancel?: () => void;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const isNew = !organization;
  const options = { canManageAll };
  const initial = useRef(toOrganizationBody(organizationToFormValues(organization), options));
  const initialCountry = organizationToFormValues(organization).country;
  const form = useForm<OrganizationFormValues>({
    mode: 'uncontrolled',
    initialValues: organizationToFormValues(organization),
    validate: (values) =>
      schemaResolver(isNew ? createOrganizationInputSchema : updateOrganizationInputSchema, { sync: true })(
        toOrganizationBody(values, options),
      ),
    clearInputErrorOnChange: true,
  });

  const handlers = {
    onSuccess: (response: OrganizationMutationResponse) => {
      notifications.show({ color: 'green', message: response.message });
      const next = organizationToFormValues(response.organization);
      initial.current = toOrganizationBody(next, options);
      form.setInitialValues(next);
      form.setValues(next);
      onSaved?.(response);
    },
    onError: (error: Error) => {
      const fields = fieldErrors(error);
      if (fields) form.setErrors(fields);
      notifications.show({ color: 'red', message: errorMessage(error) });
    },
  };
  const create = useCreateOrganization({ mutationConfig: handlers });
  const update = useUpdateOrganization({ mutationConfig: handlers });

  const submit = form.onSubmit((values) => {
    const body = toOrganizationBody(values, options);
    if (isNew) {
      create.mutate(createOrganizationInputSchema.parse(body));
      return;
    }
    const data = updateOrganizationInputSchema.parse(organizationChanges(initial.current, body));
    if (Object.keys(data).length === 0) {
      notifications.show({ color: 'gray', message: 'Nothing to save: no field was changed.' });
      return;
    }
    update.mutate({ id: organization.id, data });
  });

  return (
    <form noValidate aria-label={isNew ? 'Add organization' : 'Edit organization'} onSubmit={submit}>
      <Stack gap="lg">
        {canEdit ? null : (
          <Text size="sm" c="dimmed">
            You can view your organization&apos;s profile; a company admin can change it.
          </Text>
        )}
        <Fieldset legend="Company" disabled={!canEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              key={form.key('name')}
              {...form.getInputProps('name')}
              label="Organization name"
              required
            />
            <NativeSelect
              key={form.key('orgType')}
              {...form.getInputProps('orgType')}
              label="Organization type"
              data={ORGANIZATION_TYPES.map((entry) => ({ ...entry }))}
              disabled={!canManageAll}
              required
            />
            <TextInput key={form.key('logo')} {...form.getInputProps('logo')} label="Logo URL" type="url" />
            <Switch
              key={form.key('verified')}
              {...form.getInputProps('verified', { type: 'checkbox' })}
              label="Verified"
              description="Checked by the platform operator."
              disabled={!canManageAll}
              mt="md"
            />
            <TextInput key={form.key('phone')} {...form.getInputProps('phone')} label="Phone" type="tel" />
            <TextInput key={form.key('email')} {...form.getInputProps('email')} label="Email" type="email" />
            <TextInput
              key={form.key('remoteUrl')}
              {...form.getInputProps('remoteUrl')}
              label="Website"
              type="url"
              placeholder="https://"
            />
            <TextInput key={form.key('address1')} {...form.getInputProps('address1')} label="Address" />
            <TextInput key={form.key('city')} {...form.getInputProps('city')} label="City" />
            <TextInput key={form.key('state')} {...form.getInputProps('state')} label="State or province" />
            <TextInput key={form.key('zip')} {...form.getInputProps('zip')} label="ZIP or postal code" />
            <NativeSelect
              key={form.key('country')}
              {...form.getInputProps('country')}
              label="Country"
              data={countryOptions(initialCountry)}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Storefront" disabled={!canEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput key={form.key('metaTitle')} {...form.getInputProps('metaTitle')} label="Meta title" />
            <TextInput key={form.key('brandName')} {...form.getInputProps('brandName')} label="Brand name" />
            <TextInput
              key={form.key('storefrontNameForPartner')}
              {...form.getInputProps('storefrontNameForPartner')}
              label="Storefront name for partner"
            />
          </SimpleGrid>
          <Textarea
            key={form.key('metaDescription')}
            {...form.getInputProps('metaDescription')}
            label="Meta description"
            autosize
            minRows={2}
            mt="sm"
          />
        </Fieldset>

        <Fieldset legend="Flags" disabled={!canEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Switch
              key={form.key('isParentOrg')}
              {...form.getInputProps('isParentOrg', { type: 'checkbox' })}
              label="Parent organization"
            />
            <Switch
              key={form.key('isAuthorizedReseller')}
              {...form.getInputProps('isAuthorizedReseller', { type: 'checkbox' })}
              label="Authorized reseller"
            />
            <Switch
              key={form.key('isDiscreteOrg')}
              {...form.getInputProps('isDiscreteOrg', { type: 'checkbox' })}
              label="Discrete organization"
              description="Listings show the brand name instead of the organization's."
            />
            <Switch
              key={form.key('isOfferCredit')}
              {...form.getInputProps('isOfferCredit', { type: 'checkbox' })}
              label="Offers credit"
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Credit & policies" disabled={!canEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              key={form.key('creditAppLink')}
              {...form.getInputProps('creditAppLink')}
              label="Credit application link"
              type="url"
            />
            <TextInput
              key={form.key('creditTermType')}
              {...form.getInputProps('creditTermType')}
              label="Credit term type"
              placeholder="Net 30"
            />
            <TextInput
              key={form.key('minimumCreditOrderValue')}
              {...form.getInputProps('minimumCreditOrderValue')}
              {...amountProps}
              label="Minimum credit order value"
            />
            <TextInput
              key={form.key('freeShippingMinOrderAmount')}
              {...form.getInputProps('freeShippingMinOrderAmount')}
              {...amountProps}
              label="Free-shipping minimum order"
            />
            <TextInput
              key={form.key('estimatedToShip')}
              {...form.getInputProps('estimatedToShip')}
              label="Estimated to ship"
              placeholder="1-2 business days"
            />
            <Switch
              key={form.key('creditCardPayPalFlag')}
              {...form.getInputProps('creditCardPayPalFlag', { type: 'checkbox' })}
              label="Card and PayPal flag"
              description="No processing fee on card and PayPal orders under the minimum order value."
              mt="md"
            />
          </SimpleGrid>
          <Stack gap="sm" mt="sm">
            <Textarea
              key={form.key('returnPolicy')}
              {...form.getInputProps('returnPolicy')}
              label="Return policy"
              autosize
              minRows={2}
            />
            <Textarea
              key={form.key('warrantyPolicy')}
              {...form.getInputProps('warrantyPolicy')}
              label="Warranty policy"
              autosize
              minRows={2}
            />
            <Textarea
              key={form.key('bankTransferInstructions')}
              {...form.getInputProps('bankTransferInstructions')}
              label="Bank transfer instructions"
              description="Shown on order confirmations paid by ACH or PayLater."
              autosize
              minRows={3}
            />
          </Stack>
        </Fieldset>

        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          {canEdit ? (
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
