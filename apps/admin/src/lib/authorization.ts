import type { Permission } from '@patchbay/contract';
import { COMPANY_ROLES, type Role } from '@patchbay/domain';

/**
 * The permission names are @patchbay/contract's (SessionUser.permissions). The server decides and
 * enforces them; the portal only hides what the signed-in person cannot do.
 */
export { PERMISSIONS, type Permission } from '@patchbay/contract';

/**
 * True when `granted` holds at least one of `required`; an empty `required` asks only for a
 * signed-in staff member.
 */
export function canAny(granted: readonly string[], required: readonly Permission[]): boolean {
  return required.length === 0 || required.some((permission) => granted.includes(permission));
}

/** The platform operator sees and manages every organization. */
export function isOperator(granted: readonly string[]): boolean {
  return granted.includes('organizations.manageAll');
}

const ROLE_LABELS: Record<Role, string> = {
  ...(Object.fromEntries(COMPANY_ROLES.map(({ role, label }) => [role, label])) as Record<
    (typeof COMPANY_ROLES)[number]['role'],
    string
  >),
  operator: 'Platform operator',
  buyer: 'Buyer',
};

/** The label shown next to a person's name: Company Admin, Business User, ... (SPEC.md §6). */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
