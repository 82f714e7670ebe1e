import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COMPANY_ROLES } from '@patchbay/domain';
import { PasswordField } from '@/components/password-field';
import type { UserFormValues } from '../utils/user-form-values';

export interface OrganizationOption {
  value: string;
  label: string;
}

// Native selects: one element per label, which keyboard, screen readers and browser tests all handle.
const roleOptions = COMPANY_ROLES.map(({ role, label }) => ({ value: role, label }));
const pickRole = { value: '', label: 'Pick a role', disabled: true };

/** The inputs of the add and edit user forms. */
export function UserFields({
  form,
  mode,
  organizations,
  extraRole,
}: {
  form: UseFormReturnType<UserFormValues>;
  mode: 'create' | 'edit';
  /** The operator picks the organization of a new user; absent for everyone else. */
  organizations?: OrganizationOption[] | undefined;
  /** A role outside the company roles (the operator's own), shown but not offered. */
  extraRole?: OrganizationOption | undefined;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        key={form.key('firstName')}
        {...form.getInputProps('firstName')}
        label="First name"
        required
      />
      <TextInput key={form.key('lastName')} {...form.getInputProps('lastName')} label="Last name" required />
      <TextInput
        key={form.key('email')}
        {...form.getInputProps('email')}
        label="Email"
        type="email"
        required={mode === 'create'}
        disabled={mode === 'edit'}
        description={mode === 'edit' ? 'The email a person signs in with cannot be changed.' : undefined}
        autoComplete="off"
      />
      <TextInput key={form.key('displayName')} {...form.getInputProps('displayName')} label="Display name" />
      <TextInput
        key={form.key('username')}
        {...form.getInputProps('username')}
        label="Username"
        autoComplete="off"
      />
      <TextInput key={form.key('employeeId')} {...form.getInputProps('employeeId')} label="Employee ID" />
      <TextInput key={form.key('phone')} {...form.getInputProps('phone')} label="Phone" type="tel" />
      <NativeSelect
        key={form.key('role')}
        {...form.getInputProps('role')}
        label="Role"
        data={extraRole ? [...roleOptions, extraRole] : [pickRole, ...roleOptions]}
        disabled={Boolean(extraRole)}
        required
      />
      {organizations ? (
        <NativeSelect
          key={form.key('organizationId')}
          {...form.getInputProps('organizationId')}
          label="Organization"
          data={organizations}
        />
      ) : null}
      {mode === 'create' ? (
        <PasswordField
          key={form.key('password')}
          {...form.getInputProps('password')}
          label="Password"
          description="Optional. Without one, an invitation to choose a password is mailed."
          autoComplete="new-password"
        />
      ) : (
        <Switch
          key={form.key('disabled')}
          {...form.getInputProps('disabled', { type: 'checkbox' })}
          label="Account disabled"
          description="A disabled account cannot sign in."
          mt="md"
        />
      )}
    </SimpleGrid>
  );
}
