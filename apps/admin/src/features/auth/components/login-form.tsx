import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { accountMessages, loginBodySchema } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PasswordField } from '@/components/password-field';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { useLogin } from '@/lib/auth';

/**
 * Email and password. Success: toast 'Login successfully' (the router's guard then moves on);
 * failure: 'Invalid username or password' (or the server's 403/429 text) in a visible alert.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginBodySchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  const login = useLogin({
    mutationConfig: {
      onSuccess: (data) => {
        notifications.show({ color: 'green', message: data.message });
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) form.setErrors(fields);
        else if (error instanceof ApiError && error.status === 401) setFailure(accountMessages.loginFailed);
        else setFailure(errorMessage(error));
      },
    },
  });

  return (
    <form
      noValidate
      aria-label="Sign in"
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        login.mutate({ email: values.email.trim(), password: values.password });
      })}
    >
      <Stack gap="md">
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
        <TextInput
          key={form.key('email')}
          {...form.getInputProps('email')}
          label="Email"
          type="email"
          autoComplete="username"
        />
        <PasswordField
          key={form.key('password')}
          {...form.getInputProps('password')}
          label="Password"
          autoComplete="current-password"
        />
        <Group justify="space-between" align="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.getValues().email)}
          >
            Forgot password?
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
