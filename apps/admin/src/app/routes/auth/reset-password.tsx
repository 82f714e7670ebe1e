import { Alert, Anchor, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { accountMessages } from '@patchbay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { getMeQueryOptions } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';

/** Not in SPEC.md: the confirmation once a new password is set. */
const PASSWORD_SET = 'Your password is set. Please sign in.';

/** /reset-password?token=: the link of password-reset and invitation mails. */
export function ResetPasswordRoute() {
  usePageTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <AuthLayout heading="Choose your password">
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={async () => {
            notifications.show({ color: 'green', message: PASSWORD_SET });
            await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
            navigate(paths.login.getHref(), { replace: true });
          }}
        />
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {accountMessages.resetLinkInvalid}
          </Alert>
          <Anchor component={Link} to={paths.login.getHref()}>
            Back to sign in
          </Anchor>
        </Stack>
      )}
    </AuthLayout>
  );
}
