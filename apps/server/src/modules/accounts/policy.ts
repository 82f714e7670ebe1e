import { PERMISSIONS, type Permission, type SessionUser } from '@patchbay/contract';
import type { Role } from '@patchbay/domain';
import { AppError } from '../../lib/errors';

/**
 * The one permission matrix of the server (docs/permissions.md explains each row), over the
 * permission names of @patchbay/contract. Every admin
 * service asks `assertCan` before it reads or changes anything; the apps only use the list in
 * SessionUser.permissions to hide what would be refused anyway.
 *
 * The operator holds every permission, across organizations. Every other role acts inside its own
 * organization only: services scope their queries with `organizationScope`.
 */
const STAFF = ['companyAdmin', 'businessUser', 'productSpecialist'] as const;

export const permissionMatrix = {
  /** Create organizations, see and edit all of them, including type and verification. */
  'organizations.manageAll': [],
  /** See the own organization's record. */
  'organization.view': STAFF,
  /** Edit the own organization's profile, policies and credit terms (not type or verified). */
  'organization.edit': ['companyAdmin'],
  /** See the own organization's people. */
  'users.view': STAFF,
  /** Add, invite, edit, disable and delete the own organization's people. */
  'users.manage': ['companyAdmin'],
  'listings.manage': ['companyAdmin', 'businessUser'],
  'products.manage': STAFF,
  'products.import': STAFF,
  /** Add, rename, merge and retire the platform's categories (one tree for every storefront). */
  'categories.manage': [],
  'orders.manage': ['companyAdmin', 'businessUser'],
  'offers.manage': ['companyAdmin', 'businessUser'],
  'promoCodes.manage': ['companyAdmin', 'businessUser'],
  'content.manage': ['companyAdmin'],
  'storefront.settings': ['companyAdmin'],
  'fees.manage': ['companyAdmin'],
  'reports.view': ['companyAdmin', 'businessUser'],
  /** Approve or reject the reseller certificates of buyers who registered on the own storefronts. */
  'resellerCertificates.review': ['companyAdmin'],
  /** Add and edit the platform's reference catalogue of manufacturer products (insertproductoriginaldata). */
  'productCatalogue.manage': [],
} as const satisfies Record<Permission, readonly Role[]>;

export type { Permission };
/** Every permission name, in @patchbay/contract's order (the matrix has a row for each). */
export const permissions: readonly Permission[] = PERMISSIONS;

/** Roles that may use the admin portal. */
export const STAFF_ROLES: readonly Role[] = ['operator', ...STAFF];

export function isStaffRole(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}

export function roleCan(role: Role, permission: Permission): boolean {
  if (role === 'operator') return true;
  return (permissionMatrix[permission] as readonly Role[]).includes(role);
}

export function permissionsOf(role: Role): Permission[] {
  return permissions.filter((p) => roleCan(role, p));
}

export function can(user: Pick<SessionUser, 'role'> | null, permission: Permission): boolean {
  return user !== null && roleCan(user.role, permission);
}

export function assertCan(user: Pick<SessionUser, 'role'>, permission: Permission): void {
  if (!can(user, permission)) {
    throw new AppError('forbidden', 'You are not allowed to do that', {
      internal: `role ${user.role} lacks ${permission}`,
    });
  }
}

export function isOperator(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'operator';
}

/**
 * The organization an actor's admin queries are limited to: null for the operator (all of them),
 * else the actor's own. A staff account without an organization sees nothing.
 */
export function organizationScope(user: Pick<SessionUser, 'role' | 'organization'>): string | null {
  if (isOperator(user)) return null;
  return user.organization?.id ?? '00000000-0000-0000-0000-000000000000';
}

/** Whether a row of `organizationId` is inside the actor's scope. */
export function inScope(
  user: Pick<SessionUser, 'role' | 'organization'>,
  organizationId: string | null,
): boolean {
  const scope = organizationScope(user);
  return scope === null || (organizationId !== null && organizationId === scope);
}
