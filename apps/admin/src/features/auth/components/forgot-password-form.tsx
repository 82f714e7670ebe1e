import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { resetLinkSent } from '@patchbay/ui';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { forgotPasswordInputSchema, useForgotPassword } from '../api/forgot-password';

/** Asks for a reset link: 'Provided email do not exists.' for an unknown address (SPEC.md §8). */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(forgotPasswordInputSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const forgot = useForgotPassword({
    mutationConfig: {
      onSuccess: (_data, variables) => setResult({ ok: true, message: resetLinkSent(variables.email) }),
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) form.setErrors(fields);
        else setResult({ ok: false, message: errorMessage(error) });
      },
    },
  });

  return (
    <form
      noValidate
      aria-label="Forgot password"
      onSubmit={form.onSubmit((values) => {
        setResult(null);
        forgot.mutate({ email: values.email.trim() });
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email you sign in with and we will mail you a link to choose a new password.
        </Text>
        {result ? (
          <Alert
            color={result.ok ? 'green' : 'red'}
            variant="light"
            role={result.ok ? 'status' : 'alert'}
            icon={
              result.ok ? (
                <IconMailCheck size={18} aria-hidden="true" />
              ) : (
                <IconAlertCircle size={18} aria-hidden="true" />
              )
            }
          >
            {result.message}
          </Alert>
        ) : null}
        <TextInput
          key={form.key('email')}
          {...form.getInputProps('email')}
          label="Email"
          type="email"
          autoComplete="username"
          required
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to sign in
          </Anchor>
          <Button type="submit" loading={forgot.isPending}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
