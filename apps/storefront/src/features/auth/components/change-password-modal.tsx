import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountMessages } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { useState } from 'react';
import { changePasswordInputSchema, useChangePassword } from '../api/change-password';
import { failureMessage } from '../utils/auth-messages';
import { FormAlert } from './form-alert';
import { showSuccessToast } from './toasts';

const initialValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old, new and confirmed password; a wrong old one is 'Invalid old password' on its field (SPEC.md §8). */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues,
    validate: schemaResolver(changePasswordInputSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  const close = () => {
    onClose();
    form.reset();
    setFailure(null);
  };

  const change = useChangePassword({
    mutationConfig: {
      onSuccess: () => {
        showSuccessToast('Your password has been changed');
        close();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        if (fields && Object.keys(fields).length > 0) {
          form.setErrors(fields);
          return;
        }
        if (error instanceof ApiError && error.message === accountMessages.oldPasswordWrong) {
          form.setFieldError('oldPassword', accountMessages.oldPasswordWrong);
          return;
        }
        setFailure(failureMessage(error));
      },
    },
  });

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form
        noValidate
        aria-label="Change password"
        onSubmit={form.onSubmit((values) => {
          setFailure(null);
          change.mutate(changePasswordInputSchema.parse(values));
        })}
      >
        <Stack gap="md">
          <FormAlert message={failure} />
          <PasswordInput
            key={form.key('oldPassword')}
            {...form.getInputProps('oldPassword')}
            label="Old password"
            autoComplete="current-password"
            data-autofocus
          />
          <PasswordInput
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
