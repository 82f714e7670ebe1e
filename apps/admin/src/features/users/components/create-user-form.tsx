import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { accountMessages } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { createUserInputSchema, type UserMutationResponse, useCreateUser } from '../api/create-user';
import { emptyUserFormValues, toCreateUserBody, userFormRules } from '../utils/user-form-values';
import { type OrganizationOption, UserFields } from './user-fields';

/** /user/new: toast 'User added successfully'; the server's field errors land on their fields. */
export function CreateUserForm({
  organizations,
  defaultOrganizationId,
  onCreated,
  onCancel,
}: {
  organizations?: OrganizationOption[] | undefined;
  defaultOrganizationId?: string | undefined;
  onCreated: (response: UserMutationResponse) => void;
  onCancel: () => void;
}) {
  const withOrganization = Boolean(organizations);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: emptyUserFormValues(defaultOrganizationId ?? ''),
    validate: (values) =>
      userFormRules(
        values,
        schemaResolver(createUserInputSchema, { sync: true })(toCreateUserBody(values, { withOrganization })),
      ),
    clearInputErrorOnChange: true,
  });

  const create = useCreateUser({
    mutationConfig: {
      onSuccess: (response) => {
        notifications.show({ color: 'green', message: response.message || accountMessages.userAdded });
        onCreated(response);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) form.setErrors(fields);
        else if (error instanceof ApiError && error.status === 409)
          form.setFieldError('email', error.message);
        else notifications.show({ color: 'red', message: errorMessage(error) });
      },
    },
  });

  return (
    <form
      noValidate
      aria-label="Add user"
      onSubmit={form.onSubmit((values) =>
        create.mutate(createUserInputSchema.parse(toCreateUserBody(values, { withOrganization }))),
      )}
    >
      <Stack gap="lg">
        <UserFields form={form} mode="create" organizations={organizations} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
