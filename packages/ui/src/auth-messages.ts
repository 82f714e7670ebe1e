import { maskEmail } from '@patchbay/domain';

/**
 * Not in SPEC.md: the confirmation once the reset link is on its way. The address is masked
 * (SPEC.md §5) so a screen left open or shared does not show the whole address.
 */
export function resetLinkSent(email: string): string {
  return `We sent a link to reset your password to ${maskEmail(email)}.`;
}
