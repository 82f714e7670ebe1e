import type { AdminUser } from '@patchbay/contract';

/** The status a person's row shows: Disabled, Invited (no password set yet) or Active. */
export function userStatus(user: Pick<AdminUser, 'disabled' | 'invited'>): { label: string; color: string } {
  if (user.disabled) return { label: 'Disabled', color: 'gray' };
  if (user.invited) return { label: 'Invited', color: 'blue' };
  return { label: 'Active', color: 'green' };
}
