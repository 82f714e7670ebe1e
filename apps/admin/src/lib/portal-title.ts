import type { SessionUser } from '@patchbay/contract';

/**
 * SPEC.md §1: the portal header reads the organization name plus 'Business Portal' for the
 * businessUser role, otherwise 'Admin Portal'.
 */
export function portalTitle(user: Pick<SessionUser, 'role' | 'organization'> | null): string {
  if (user?.role !== 'businessUser') return 'Admin Portal';
  const name = user.organization?.name.trim();
  return name ? `${name} Business Portal` : 'Business Portal';
}
