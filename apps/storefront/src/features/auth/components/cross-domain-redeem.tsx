import { accountMessages } from '@patchbay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { applySignedInUser } from '../api/get-me';
import { useRedeemCrossDomainToken } from '../api/redeem-cross-domain-token';
import type { CrossDomainArrival } from '../utils/auth-urls';
import { showErrorToast } from './toasts';

/** Codes already sent for redemption: each is one-time, and effects may run twice (StrictMode). */
const redeemed = new Set<string>();

/**
 * Redeems the verification_token for a session on this host, then shows the same path without
 * verification_token and typeform. On failure: 'Something went wrong', and the parameters go too.
 */
export function CrossDomainRedeem({ arrival }: { arrival: CrossDomainArrival }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: redeem } = useRedeemCrossDomainToken();
  const { verificationToken, cleanUrl } = arrival;

  useEffect(() => {
    if (redeemed.has(verificationToken)) return;
    redeemed.add(verificationToken);
    // mutateAsync: its promise settles even if this render is gone by then (per-call callbacks may not).
    redeem({ verificationToken })
      .then(({ user }) => applySignedInUser(queryClient, user))
      .catch(() => showErrorToast(accountMessages.crossDomainFailed))
      .finally(() => navigate(cleanUrl, { replace: true }));
  }, [verificationToken, cleanUrl, redeem, navigate, queryClient]);

  return null;
}
