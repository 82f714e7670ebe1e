import { Container, Paper, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useStorefront } from '@/lib/storefront';
import { useMe } from '../api/get-me';
import { safePagePath } from '../utils/auth-urls';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

/**
 * /auth (SPEC.md §2): Login and Register tabs (?tab=register opens the second); after signing in
 * the visitor goes to the optional `page` query, a path on this site, else home.
 */
export function AuthScreen() {
  const { title } = useStorefront();
  const me = useMe();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const destination = safePagePath(searchParams.get('page'));

  const selectTab = (value: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'register') next.set('tab', 'register');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };
  const onSignedIn = () => navigate(destination, { replace: true });

  if (me.isPending) return <PageLoader />;
  // Already signed in (another tab, or back-button): nothing to do here.
  if (me.data?.user) return <Navigate to={destination} replace />;

  return (
    <Container size={560} py={56}>
      <Title order={1} ta="center" mb={4}>
        Welcome to {title}
      </Title>
      <Text c="dimmed" ta="center" mb="xl">
        Sign in to buy, make offers and follow your orders, or create an account.
      </Text>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        {/* Only the open tab is mounted: each form's labels (Email, Password) exist once on the page. */}
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="login">Login</Tabs.Tab>
            <Tabs.Tab value="register">Register</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm onSignedIn={onSignedIn} />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegisterForm onSignedIn={onSignedIn} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Container>
  );
}
