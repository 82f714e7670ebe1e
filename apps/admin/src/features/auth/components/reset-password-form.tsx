import { Alert, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PasswordField } from '@/components/password-field';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { resetPasswordInputSchema, useResetPassword } from '../api/reset-password';

/**
 * Chooses a password with the token of a reset or invitation mail. The server answers 400 'This
 * password reset link is invalid or has expired.' for a bad token; it is shown as it comes.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => schemaResolver(resetPasswordInputSchema, { sync: true })({ token, ...values }),
    clearInputErrorOnChange: true,
  });
  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: onDone,
      onError: (error) => {
        const fields = fieldErrors(error);
        const { token: tokenError, ...formFields } = fields ?? {};
        if (Object.keys(formFields).length > 0) form.setErrors(formFields);
        setFailure(tokenError ?? (fields ? null : errorMessage(error)));
      },
    },
  });

  return (
    <form
      noValidate
      aria-label="Reset password"
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        reset.mutate({ token, ...values });
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose a password of 6 to 15 characters.
        </Text>
        {failure ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
          >
            {failure}
          </Alert>
        ) : null}
        <PasswordField
          key={form.key('password')}
          {...form.getInputProps('password')}
          label="New password"
          autoComplete="new-password"
          required
        />
        <PasswordField
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
          label="Confirm password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={reset.isPending}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
