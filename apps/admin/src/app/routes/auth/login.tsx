import { useState } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/lib/page-title';

/** / and /login when signed out (SPEC.md §2 'Authentication'); the guard moves on once signed in. */
export function LoginRoute() {
  usePageTitle('Authentication');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  if (forgotEmail !== null) {
    return (
      <AuthLayout heading="Forgot password">
        <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout heading="Sign in">
      <LoginForm onForgotPassword={(email) => setForgotEmail(email)} />
    </AuthLayout>
  );
}
