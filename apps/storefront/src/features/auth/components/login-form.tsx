import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { accountMessages } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applySignedInUser } from '../api/get-me';
import { loginInputSchema, useLogin } from '../api/login';
import { loginFailureMessage } from '../utils/auth-messages';
import { ForgotPasswordModal } from './forgot-password-modal';
import { FormAlert } from './form-alert';
import { showErrorToast, showSuccessToast } from './toasts';

/** Email and password; 'Login successfully' or 'Invalid username or password' (SPEC.md §8). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpened, forgot] = useDisclosure(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginInputSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  const login = useLogin({
    mutationConfig: {
      onSuccess: ({ user, message }) => {
        showSuccessToast(message || accountMessages.loginSuccess);
        applySignedInUser(queryClient, user);
        onSignedIn();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
        const message = loginFailureMessage(error);
        setFailure(message);
        showErrorToast(message);
      },
    },
  });

  return (
    <>
      <form
        noValidate
        aria-label="Login"
        onSubmit={form.onSubmit((values) => {
          setFailure(null);
          login.mutate(loginInputSchema.parse(values));
        })}
      >
        <Stack gap="md">
          <FormAlert message={failure} />
          <TextInput
            key={form.key('email')}
            {...form.getInputProps('email')}
            label="Email"
            type="email"
            autoComplete="email"
          />
          <PasswordInput
            key={form.key('password')}
            {...form.getInputProps('password')}
            label="Password"
            autoComplete="current-password"
          />
          <Group justify="space-between" align="center">
            <Anchor component="button" type="button" size="sm" onClick={forgot.open}>
              Forgot password?
            </Anchor>
            <Button type="submit" loading={login.isPending}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form: React events bubble through portals, so a nested submit would reach it. */}
      <ForgotPasswordModal opened={forgotOpened} onClose={forgot.close} />
    </>
  );
}
