import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { usePageTitle } from '@/lib/page-title';

export default function ResetPasswordRoute() {
  usePageTitle('Reset password');
  return <ResetPasswordScreen />;
}
