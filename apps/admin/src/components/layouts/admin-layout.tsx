import {
  ActionIcon,
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
import { MAIN_CONTENT_ID, SkipLink, useFocusMainOnRouteChange } from '@patchbay/ui';
import {
  IconBuildingStore,
  IconChartBar,
  IconExternalLink,
  IconFileText,
  IconLayoutDashboard,
  IconLogout,
  IconPackage,
  IconReceipt,
  IconServer,
  IconTags,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type NavSectionKey, navigationFor } from '@/config/admin-screens';
import { useLogout, useUser } from '@/lib/auth';
import { roleLabel } from '@/lib/authorization';
import { useOpenStorefront } from '@/lib/open-storefront';
import { portalTitle } from '@/lib/portal-title';
import { getHomeStorefrontUrl, getLogoutUrl } from '@/lib/storefront-url';
import { Copyright } from '../copyright';

const sectionIcons: Record<NavSectionKey, ReactNode> = {
  dashboard: <IconLayoutDashboard size={18} aria-hidden="true" />,
  catalogue: <IconPackage size={18} aria-hidden="true" />,
  orders: <IconReceipt size={18} aria-hidden="true" />,
  offers: <IconTags size={18} aria-hidden="true" />,
  content: <IconFileText size={18} aria-hidden="true" />,
  reports: <IconChartBar size={18} aria-hidden="true" />,
  company: <IconUsersGroup size={18} aria-hidden="true" />,
  platform: <IconServer size={18} aria-hidden="true" />,
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
          return (
            <SidebarSection
              key={section.key}
              label={section.label}
              icon={sectionIcons[section.key]}
              startsOpen={
                section.items.some((item) => isWithin(pathname, item.href)) || section.key === 'company'
              }
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
            </SidebarSection>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}

/**
 * A sidebar section that opens and closes: a button (it takes focus and Enter or Space) that says
 * whether it is open (aria-expanded) and which list it controls.
 */
function SidebarSection({
  label,
  icon,
  startsOpen,
  children,
}: {
  label: string;
  icon: ReactNode;
  startsOpen: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(startsOpen);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {children}
    </NavLink>
  );
}

/**
 * SPEC.md §2 protection and layout: a collapsible sidebar, a top bar with the portal's title, the
 * person's name and role, 'Go to storefront' and 'Logout', and a footer with the copyright line.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const user = useUser();
  const logout = useLogout(getLogoutUrl(user.homeUrl));
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  // One burger for both widths, so 'Toggle sidebar' names exactly one button.
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  const sidebarCollapsed = isMobile ? !mobileOpened : !desktopOpened;
  const { pathname } = useLocation();
  useFocusMainOnRouteChange(pathname);
  const storefrontUrl = getHomeStorefrontUrl(user.homeUrl);
  const storefront = useOpenStorefront(storefrontUrl);
  // The plain address stays on the link (middle click, copy); a click opens it signed in.
  const goToStorefront = (event: React.MouseEvent) => {
    event.preventDefault();
    storefront.open();
  };

  return (
    <AppShell
      header={{ height: { base: 64 } }}
      footer={{ height: 44 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isMobile ? mobileOpened : desktopOpened}
              onClick={isMobile ? mobile.toggle : desktop.toggle}
              size="sm"
              aria-label="Toggle sidebar"
            />
            <Title
              order={1}
              fz={{ base: 'sm', sm: 'h3' }}
              c="brand.7"
              data-testid="portal-title"
              lineClamp={2}
              lh={1.2}
            >
              {portalTitle(user)}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {/* SPEC.md §2: the top bar shows the name and role at every width. */}
            <Stack gap={0} align="flex-end" data-testid="portal-user" miw={0} maw={{ base: 110, sm: 240 }}>
              <Text fw={600} size="sm" lineClamp={1}>
                {user.displayName}
              </Text>
              <Badge size="sm" variant="light" radius="sm" tt="none">
                {roleLabel(user.role)}
              </Badge>
            </Stack>
            <Button
              component="a"
              href={storefrontUrl}
              target="_blank"
              rel="noopener"
              onClick={goToStorefront}
              loading={storefront.isPending}
              variant="light"
              visibleFrom="sm"
              leftSection={<IconBuildingStore size={16} aria-hidden="true" />}
              rightSection={<IconExternalLink size={14} aria-hidden="true" />}
            >
              Go to storefront
            </Button>
            <ActionIcon
              component="a"
              href={storefrontUrl}
              target="_blank"
              rel="noopener"
              onClick={goToStorefront}
              loading={storefront.isPending}
              variant="light"
              size="lg"
              hiddenFrom="sm"
              aria-label="Go to storefront"
            >
              <IconBuildingStore size={18} aria-hidden="true" />
            </ActionIcon>
            <Button
              variant="subtle"
              color="gray"
              visibleFrom="sm"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Logout
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              hiddenFrom="sm"
              aria-label="Logout"
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <IconLogout size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>

      {/* A collapsed sidebar is out of view: inert keeps its links out of the tab order too. */}
      <AppShell.Navbar p="sm" aria-label="Admin navigation" inert={sidebarCollapsed}>
        <Sidebar permissions={user.permissions} onNavigate={mobile.close} />
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} style={{ outline: 'none' }}>
        {children}
      </AppShell.Main>

      <AppShell.Footer px="md">
        <Group h="100%">
          <Copyright />
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
