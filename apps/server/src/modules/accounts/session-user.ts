import type { SessionUser } from '@patchbay/contract';
import type { Config } from '../../config';
import { storefrontOrigin } from '../storefronts/storefronts.service';
import type { AccountRow } from './accounts.repository';
import { permissionsOf } from './policy';

const filled = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * SPEC.md §3 Session user. The display name falls back to the username, then the full name, then
 * the e-mail; the home URL is the origin of the storefront the user's organization owns, else '/'.
 */
export function toSessionUser(config: Pick<Config, 'port'>, account: AccountRow): SessionUser {
  const { user, organization, homeStorefront } = account;
  const fullName = [filled(user.firstName), filled(user.lastName)].filter(Boolean).join(' ');
  return {
    id: user.id,
    role: user.role,
    username: filled(user.username) ?? user.email,
    email: user.email,
    displayName: filled(user.displayName) ?? filled(user.username) ?? (fullName || user.email),
    firstName: user.firstName,
    lastName: user.lastName,
    resellerCertificateUrl: user.resellerCertificateUrl,
    homeUrl: homeStorefront ? storefrontOrigin(config, homeStorefront) : '/',
    organization,
    permissions: permissionsOf(user.role),
  };
}
