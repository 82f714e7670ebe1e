import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountMessages } from '@patchbay/contract';
import { ApiError, resetLinkSent } from '@patchbay/ui';
import { IconCheck } from '@tabler/icons-react';
import { forgotPasswordInputSchema, useForgotPassword } from '../api/forgot-password';
import { failureMessage } from '../utils/auth-messages';
import { FormAlert } from './form-alert';

/** 'Forgot password?': an email, then a link by mail, or 'Provided email do not exists.' (SPEC.md §8). */
export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordInputSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const forgot = useForgotPassword({
    mutationConfig: {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          form.setFieldError('email', accountMessages.forgotUnknownEmail);
        } else if (error instanceof ApiError && error.fields?.email) {
          form.setFieldError('email', error.fields.email);
        }
      },
    },
  });

  const close = () => {
    onClose();
    form.reset();
    forgot.reset();
  };

  const otherFailure =
    forgot.isError &&
    !(forgot.error instanceof ApiError && (forgot.error.status === 404 || forgot.error.fields))
      ? failureMessage(forgot.error)
      : null;

  return (
    <Modal opened={opened} onClose={close} title="Reset your password" centered>
      {forgot.isSuccess ? (
        <Stack gap="md">
          <Alert
            color="green"
            variant="light"
            icon={<IconCheck size={18} aria-hidden="true" />}
            role="status"
          >
            {resetLinkSent(forgot.variables?.email ?? '')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label="Forgot password"
          onSubmit={form.onSubmit((values) => forgot.mutate(forgotPasswordInputSchema.parse(values)))}
        >
          <Stack gap="md">
            <Text size="sm">
              Enter the email address of your account and we will send you a link to set a new password.
            </Text>
            <FormAlert message={otherFailure} />
            <TextInput
              key={form.key('email')}
              {...form.getInputProps('email')}
              label="Email"
              type="email"
              autoComplete="email"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={forgot.isPending}>
                Send reset link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
