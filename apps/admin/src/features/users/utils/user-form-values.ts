import type { FormErrors } from '@mantine/form';
import type { AdminUser } from '@patchbay/contract';
import { messages } from '@patchbay/domain';

/** What the user form holds: every field a string (or the disabled flag), as the inputs give them. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  displayName: string;
  username: string;
  employeeId: string;
  phone: string;
  role: string;
  organizationId: string;
  password: string;
  disabled: boolean;
}

export function emptyUserFormValues(organizationId = ''): UserFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    displayName: '',
    username: '',
    employeeId: '',
    phone: '',
    role: '',
    organizationId,
    password: '',
    disabled: false,
  };
}

export function userToFormValues(user: AdminUser): UserFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    displayName: user.displayName ?? '',
    username: user.username ?? '',
    employeeId: user.employeeId ?? '',
    phone: user.phone ?? '',
    role: user.role,
    organizationId: user.organizationId ?? '',
    password: '',
    disabled: user.disabled,
  };
}

const OPTIONAL_CREATE_FIELDS = ['displayName', 'username', 'employeeId', 'phone', 'password'] as const;

/**
 * The body of POST /api/admin/users, before the contract's schema checks it: blank optional fields
 * are left out (no password: the server mails an invitation), the organization only for the operator.
 */
export function toCreateUserBody(
  values: UserFormValues,
  { withOrganization }: { withOrganization: boolean },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
  };
  for (const field of OPTIONAL_CREATE_FIELDS) {
    const value = field === 'password' ? values.password : values[field].trim();
    if (value !== '') body[field] = values[field];
  }
  if (withOrganization && values.organizationId) body.organizationId = values.organizationId;
  return body;
}

const UPDATABLE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'username',
  'employeeId',
  'phone',
] as const;

/** The body of PATCH /api/admin/users/:id: only what differs from the loaded user. */
export function toUpdateUserBody(initial: UserFormValues, values: UserFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of UPDATABLE_TEXT_FIELDS) {
    if (values[field].trim() !== initial[field].trim()) body[field] = values[field];
  }
  if (values.role !== initial.role) body.role = values.role;
  if (values.disabled !== initial.disabled) body.disabled = values.disabled;
  return body;
}

/**
 * Rules SPEC.md §5 has that the request schema leaves to the form: a role must be picked ('Please
 * enter role' rather than a schema's enum text) and a username has no whitespace.
 */
export function userFormRules(values: UserFormValues, errors: FormErrors): FormErrors {
  const result = { ...errors };
  if (!values.role) result.role = messages.required.role;
  if (values.username.trim() && /\s/.test(values.username.trim()))
    result.username = messages.usernameWithoutSpace;
  return result;
}
