import { Alert, Button, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type StoreSignupBody, storeSignupBodySchema } from '@patchbay/contract';
import { STORE_PLANS } from '@patchbay/domain';
import { ApiError, dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';

const signUp = (body: StoreSignupBody) => dataOf(client.POST('/api/store-signups', { body }));

/** "Open your store": a plan, the person and company, validated like the server does (contract schema). */
export function OpenYourStoreForm() {
  const form = useForm<StoreSignupBody>({
    mode: 'controlled',
    initialValues: { plan: 'starter', firstName: '', lastName: '', companyName: '', email: '' },
    validate: schemaResolver(storeSignupBodySchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const submit = useMutation({
    mutationFn: signUp,
    onError: (error) => {
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
    },
  });
  if (submit.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status" title="Request received">
        {submit.data.message}
      </Alert>
    );
  }
  return (
    <form
      noValidate
      aria-label="Open your store"
      onSubmit={form.onSubmit((values) => submit.mutate({ ...values, email: values.email.trim() }))}
    >
      <Stack gap="md" maw={720}>
        <Radio.Group label="Plan" required {...form.getInputProps('plan')}>
          <Stack gap="xs" mt="xs">
            {STORE_PLANS.map((plan) => (
              <Radio key={plan.id} value={plan.id} label={plan.name} description={plan.summary} />
            ))}
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Company name"
            required
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
          <TextInput
            label="Email"
            required
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        {submit.isError && !(submit.error instanceof ApiError && submit.error.fields) && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(submit.error)}
          </Alert>
        )}
        <Text size="sm" c="gray.7">
          We open your store and e-mail you an invitation to the admin portal.
        </Text>
        <Button type="submit" w="fit-content" loading={submit.isPending}>
          Open your store
        </Button>
      </Stack>
    </form>
  );
}
