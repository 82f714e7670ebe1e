import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { navigationFor } from '@/config/admin-screens';
import { useUser } from '@/lib/auth';
import { canAny, isOperator, roleLabel } from '@/lib/authorization';

const DashboardInsights = lazy(() =>
  import('./dashboard-insights').then((module) => ({ default: module.DashboardInsights })),
);

/** /dashboard: the organization's figures for a date range (the operator's: the platform's or one organization's), and links to what they may do. */
export function DashboardRoute() {
  const user = useUser();
  const sections = navigationFor(user.permissions).filter((section) => section.key !== 'dashboard');
  const reports = canAny(user.permissions, ['reports.view']);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Welcome, {user.displayName}</Title>
        <Text c="dimmed">
          {user.organization
            ? `You are signed in to ${user.organization.name} as ${roleLabel(user.role)}.`
            : `You are signed in as ${roleLabel(user.role)}.`}
        </Text>
      </Stack>
      {reports ? (
        <Suspense fallback={<PageLoader />}>
          <DashboardInsights
            operator={isOperator(user.permissions)}
            orders={canAny(user.permissions, ['orders.manage'])}
            offers={canAny(user.permissions, ['offers.manage'])}
          />
        </Suspense>
      ) : null}
      {sections.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {sections.map((section) => (
            <Card key={section.key} withBorder radius="md" padding="lg">
              <Title order={3} size="h4" mb="sm">
                {section.label}
              </Title>
              <List spacing={4} listStyleType="none">
                {section.items.map((item) => (
                  <List.Item key={item.href}>
                    <Anchor component={Link} to={item.href}>
                      {item.label}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Text>Your role does not include any portal screen yet. Ask a company admin if you need one.</Text>
      )}
    </Stack>
  );
}
