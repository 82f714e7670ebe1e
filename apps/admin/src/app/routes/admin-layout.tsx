import { Anchor, AppShell, Burger, Group, NavLink as MantineNavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { getStorefrontUrl } from '@/lib/storefront-url';

/** SPEC.md §2: admin screens sit in a layout with a collapsible sidebar, a top bar and a footer. */
export function AdminLayout() {
  const [mobileOpened, { toggle: toggleMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 44 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Burger
              opened={desktopOpened}
              onClick={toggleDesktop}
              visibleFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Title order={1} size="h3" c="brand.7">
              Admin Portal
            </Title>
          </Group>
          <Anchor href={getStorefrontUrl()} fw={600}>
            Go to storefront
          </Anchor>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Admin navigation">
        <MantineNavLink
          component={NavLink}
          to={paths.dashboard.getHref()}
          label="Dashboard"
          leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
        />
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>

      <AppShell.Footer px="md">
        <Group h="100%">
          <Text size="sm" c="dimmed">
            © 2020 - {new Date().getFullYear()} Patchbay. All rights reserved.
          </Text>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
