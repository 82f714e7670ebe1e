import {
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconChartBar,
  IconExternalLink,
  IconFileText,
  IconLayoutDashboard,
  IconLogout,
  IconPackage,
  IconReceipt,
  IconTags,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type NavSectionKey, navigationFor } from '@/config/admin-screens';
import { useLogout, useUser } from '@/lib/auth';
import { roleLabel } from '@/lib/authorization';
import { portalTitle } from '@/lib/portal-title';
import { getHomeStorefrontUrl } from '@/lib/storefront-url';
import { Copyright } from '../copyright';

const sectionIcons: Record<NavSectionKey, ReactNode> = {
  dashboard: <IconLayoutDashboard size={18} aria-hidden="true" />,
  catalogue: <IconPackage size={18} aria-hidden="true" />,
  orders: <IconReceipt size={18} aria-hidden="true" />,
  offers: <IconTags size={18} aria-hidden="true" />,
  content: <IconFileText size={18} aria-hidden="true" />,
  reports: <IconChartBar size={18} aria-hidden="true" />,
  company: <IconUsersGroup size={18} aria-hidden="true" />,
};

/** Is `pathname` the screen at `href`, or one below it (/organization/123 under /organization)? */
function isWithin(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function Sidebar({ permissions, onNavigate }: { permissions: readonly string[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const sections = navigationFor(permissions);
  return (
    <ScrollArea type="scroll" offsetScrollbars>
      <Stack gap={2}>
        {sections.map((section) => {
          const [only] = section.items;
          // A section of one screen with the section's own name is a plain link (Dashboard).
          if (section.items.length === 1 && only && only.label === section.label) {
            return (
              <NavLink
                key={section.key}
                component={Link}
                to={only.href}
                label={only.label}
                leftSection={sectionIcons[section.key]}
                active={isWithin(pathname, only.href)}
                onClick={onNavigate}
              />
            );
          }
          const containsCurrent = section.items.some((item) => isWithin(pathname, item.href));
          return (
            <NavLink
              key={section.key}
              label={section.label}
              leftSection={sectionIcons[section.key]}
              defaultOpened={containsCurrent || section.key === 'company'}
              childrenOffset={28}
            >
              {section.items.map((item) => (
                <NavLink
                  key={item.href}
                  component={Link}
                  to={item.href}
                  label={item.label}
                  active={isWithin(pathname, item.href)}
                  onClick={onNavigate}
                />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}

/**
 * SPEC.md §2 protection and layout: a collapsible sidebar, a top bar with the portal's title, the
 * person's name and role, 'Go to storefront' and 'Logout', and a footer with the copyright line.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useUser();
  const logout = useLogout();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  // One burger for both widths, so 'Toggle sidebar' names exactly one button.
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;

  return (
    <AppShell
      header={{ height: { base: 64 } }}
      footer={{ height: 44 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isMobile ? mobileOpened : desktopOpened}
              onClick={isMobile ? mobile.toggle : desktop.toggle}
              size="sm"
              aria-label="Toggle sidebar"
            />
            <Title order={1} size="h3" c="brand.7" data-testid="portal-title" lineClamp={1}>
              {portalTitle(user)}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Stack gap={0} align="flex-end" data-testid="portal-user" visibleFrom="xs">
              <Text fw={600} size="sm" lineClamp={1}>
                {user.displayName}
              </Text>
              <Badge size="sm" variant="light" radius="sm" tt="none">
                {roleLabel(user.role)}
              </Badge>
            </Stack>
            <Button
              component="a"
              href={getHomeStorefrontUrl(user.homeUrl)}
              variant="light"
              leftSection={<IconBuildingStore size={16} aria-hidden="true" />}
              rightSection={<IconExternalLink size={14} aria-hidden="true" />}
            >
              Go to storefront
            </Button>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Admin navigation">
        <Sidebar permissions={user.permissions} onNavigate={mobile.close} />
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>

      <AppShell.Footer px="md">
        <Group h="100%">
          <Copyright />
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
