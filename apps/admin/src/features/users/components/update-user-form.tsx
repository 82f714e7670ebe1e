import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AdminUser, accountMessages } from '@patchbay/contract';
import { COMPANY_ROLES } from '@patchbay/domain';
import { useRef } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { roleLabel } from '@/lib/authorization';
import { updateUserInputSchema, useUpdateUser } from '../api/update-user';
import { toUpdateUserBody, userFormRules, userToFormValues } from '../utils/user-form-values';
import { UserFields } from './user-fields';

const isCompanyRole = (role: string) => COMPANY_ROLES.some((entry) => entry.role === role);

/** /user/{id}: every field but the email; toast 'User updated successfully'. */
export function UpdateUserForm({ user, onCancel }: { user: AdminUser; onCancel: () => void }) {
  // What the server holds now: the form sends only the fields that differ from it.
  const initial = useRef(userToFormValues(user));
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: initial.current,
    validate: (values) =>
      userFormRules(
        values,
        schemaResolver(updateUserInputSchema, { sync: true })(toUpdateUserBody(initial.current, values)),
      ),
    clearInputErrorOnChange: true,
  });

  const update = useUpdateUser({
    mutationConfig: {
      onSuccess: (response) => {
        notifications.show({ color: 'green', message: response.message || accountMessages.userUpdated });
        const next = userToFormValues(response.user);
        initial.current = next;
        form.setInitialValues(next);
        form.setValues(next);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) form.setErrors(fields);
        else notifications.show({ color: 'red', message: errorMessage(error) });
      },
    },
  });

  const extraRole = isCompanyRole(user.role) ? undefined : { value: user.role, label: roleLabel(user.role) };

  return (
    <form
      noValidate
      aria-label="Edit user"
      onSubmit={form.onSubmit((values) => {
        const data = updateUserInputSchema.parse(toUpdateUserBody(initial.current, values));
        if (Object.keys(data).length === 0) {
          notifications.show({ color: 'gray', message: 'Nothing to save: no field was changed.' });
          return;
        }
        update.mutate({ id: user.id, data });
      })}
    >
      <Stack gap="lg">
        <UserFields form={form} mode="edit" extraRole={extraRole} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Back to users
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
