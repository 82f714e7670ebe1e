import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { accountMessages } from '@patchbay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { applySignedInUser, useMe } from '../api/get-me';
import { useCrossDomainPreview } from '../api/preview-cross-domain-token';
import { useRedeemCrossDomainToken } from '../api/redeem-cross-domain-token';
import type { CrossDomainArrival } from '../utils/auth-urls';
import { showErrorToast } from './toasts';

/**
 * A cross-domain link signs this browser in only when the person says so: anyone can make such a
 * link for their own account and send it to someone else (login CSRF), so the account is named
 * first ("Continue as jane@acme.test?"). Declining keeps the browser as it was, guest cart and
 * all; either way the same path is shown without verification_token and typeform. A link for the
 * account already signed in here changes nothing. A failed code: 'Something went wrong'.
 */
export function CrossDomainRedeem({ arrival }: { arrival: CrossDomainArrival }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const preview = useCrossDomainPreview(arrival.verificationToken);
  const { mutateAsync: redeem, isPending: redeeming } = useRedeemCrossDomainToken();
  const { verificationToken, cleanUrl } = arrival;
  const account = preview.data?.user;
  const current = me.data?.user ?? null;
  const alreadyThem = account !== undefined && current?.email === account.email;

  useEffect(() => {
    if (preview.isError) {
      showErrorToast(accountMessages.crossDomainFailed);
      navigate(cleanUrl, { replace: true });
    } else if (alreadyThem) {
      navigate(cleanUrl, { replace: true });
    }
  }, [preview.isError, alreadyThem, cleanUrl, navigate]);

  const decline = () => navigate(cleanUrl, { replace: true });
  const accept = () => {
    // mutateAsync: its promise settles even if this render is gone by then (per-call callbacks may not).
    redeem({ verificationToken })
      .then(({ user }) => applySignedInUser(queryClient, user))
      .catch(() => showErrorToast(accountMessages.crossDomainFailed))
      .finally(() => navigate(cleanUrl, { replace: true }));
  };

  if (!account || alreadyThem || me.isPending) return null;
  return (
    <Modal
      opened
      onClose={decline}
      title={`Continue as ${account.email}?`}
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm">
          This link signs you in here as {account.displayName} ({account.email}).
          {current
            ? ` You are signed in as ${current.email}: continuing signs you in as ${account.email} instead.`
            : ' The cart and offers of this browser are not added to that account.'}
        </Text>
        <Text size="sm" c="dimmed">
          If you did not open this link from your own account menu, choose "Not me".
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={decline} disabled={redeeming}>
            Not me
          </Button>
          <Button onClick={accept} loading={redeeming} data-autofocus>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
