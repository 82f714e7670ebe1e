import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountMessages } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { resetPasswordInputSchema, useResetPassword } from '../api/reset-password';
import { failureMessage } from '../utils/auth-messages';
import { FormAlert } from './form-alert';

/** /reset-password?token= : the link of the forgot-password mail. A new password, typed twice. */
export function ResetPasswordScreen() {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordInputSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const reset = useResetPassword({
    mutationConfig: {
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          const { token: tokenError, ...fields } = error.fields;
          form.setErrors(fields);
          if (tokenError) return setFailure(accountMessages.resetLinkInvalid);
        }
        setFailure(failureMessage(error));
      },
    },
  });

  const signInLink = (
    <Anchor component={Link} to={paths.auth.getHref()} fw={600}>
      Sign in
    </Anchor>
  );

  return (
    <Container size={480} py={56}>
      <Title order={1} ta="center" mb="xl">
        Choose a new password
      </Title>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        {reset.isSuccess ? (
          <Stack gap="md">
            <Alert
              color="green"
              variant="light"
              role="status"
              icon={<IconCheck size={18} aria-hidden="true" />}
            >
              Your password has been changed. You can now sign in with your new password.
            </Alert>
            {signInLink}
          </Stack>
        ) : token === '' ? (
          <Stack gap="md">
            <FormAlert message={accountMessages.resetLinkInvalid} />
            <Text>Ask for a new link with 'Forgot password?' on the sign-in page. {signInLink}</Text>
          </Stack>
        ) : (
          <form
            noValidate
            aria-label="Reset password"
            onSubmit={form.onSubmit((values) => {
              setFailure(null);
              reset.mutate(resetPasswordInputSchema.parse(values));
            })}
          >
            <Stack gap="md">
              <FormAlert message={failure} />
              <PasswordInput
                key={form.key('password')}
                {...form.getInputProps('password')}
                label="New password"
                description="6 to 15 characters"
                autoComplete="new-password"
              />
              <PasswordInput
                key={form.key('confirmPassword')}
                {...form.getInputProps('confirmPassword')}
                label="Confirm password"
                autoComplete="new-password"
              />
              <Button type="submit" loading={reset.isPending}>
                Save new password
              </Button>
              {failure && (
                <Text size="sm">
                  Need a new link? Use 'Forgot password?' on the sign-in page: {signInLink}
                </Text>
              )}
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
