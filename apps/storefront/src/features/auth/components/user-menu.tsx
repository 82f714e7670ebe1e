import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { accountMessages } from '@patchbay/contract';
import {
  IconChevronDown,
  IconExternalLink,
  IconInbox,
  IconKey,
  IconListNumbers,
  IconLogout,
  IconMapPin,
  IconReceipt,
  IconTag,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useStorefront } from '@/lib/storefront';
import { useStorefrontLinks } from '../api/get-storefront-links';
import { useStartCrossDomainSignIn } from '../api/start-cross-domain-sign-in';
import { useSignOut } from '../hooks/use-sign-out';
import classes from './account-menu.module.css';
import { ChangePasswordModal } from './change-password-modal';
import { showErrorToast } from './toasts';

/**
 * The signed-in user's menu: the offers sent (and, for staff who answer offers, received), Change
 * password, the other storefronts (cross-domain sign-in), Logout.
 */
export function UserMenu({
  displayName,
  email,
  homeUrl,
  answersOffers,
}: {
  displayName: string;
  email: string;
  homeUrl: string;
  /** Staff with `offers.manage`: the offers received by their organization. */
  answersOffers: boolean;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const current = useStorefront();
  const [changePasswordOpened, changePassword] = useDisclosure(false);
  const storefronts = useStorefrontLinks();
  const others = (storefronts.data?.items ?? []).filter((storefront) => storefront.slug !== current.slug);
  const crossDomain = useStartCrossDomainSignIn();
  const { signOut, isPending: signingOut } = useSignOut();

  const openStorefront = (targetHost: string) => {
    crossDomain.mutate(
      { targetHost },
      {
        // A new tab signed in on the other host; noopener: it cannot reach back into this page.
        onSuccess: ({ url }) => void window.open(url, '_blank', 'noopener'),
        onError: () => showErrorToast(accountMessages.crossDomainFailed),
      },
    );
  };

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        <Menu.Target>
          {/* An icon, not initials: the button's name must contain all of its visible text (WCAG 2.5.3). */}
          <UnstyledButton className={classes.trigger} aria-label={`${displayName}, account menu`}>
            <Avatar size={28} radius="xl" color="accent" variant="filled" autoContrast aria-hidden="true">
              <IconUser size={16} />
            </Avatar>
            <span className={classes.name}>{displayName}</span>
            <IconChevronDown size={16} aria-hidden="true" />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {displayName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {email}
            </Text>
          </Menu.Label>
          <Menu.Item
            component={Link}
            to={paths.myPurchases.getHref()}
            leftSection={<IconReceipt size={16} aria-hidden="true" />}
          >
            My Purchases
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.quickOrder.getHref()}
            leftSection={<IconListNumbers size={16} aria-hidden="true" />}
          >
            Quick order
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.addresses.getHref()}
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
          >
            Addresses
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.myOffers.getHref()}
            leftSection={<IconTag size={16} aria-hidden="true" />}
          >
            Offers sent
          </Menu.Item>
          {answersOffers && (
            <Menu.Item
              component={Link}
              to={paths.offerFromBuyer.getHref()}
              leftSection={<IconInbox size={16} aria-hidden="true" />}
            >
              Offers received
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconKey size={16} aria-hidden="true" />} onClick={changePassword.open}>
            Change password
          </Menu.Item>
          {others.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Label>Our storefronts</Menu.Label>
              {others.map((storefront) => (
                <Menu.Item
                  key={storefront.slug}
                  rightSection={<IconExternalLink size={14} aria-hidden="true" />}
                  onClick={() => openStorefront(storefront.host)}
                >
                  {storefront.title}
                </Menu.Item>
              ))}
            </>
          )}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            disabled={signingOut}
            onClick={() => signOut(homeUrl)}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={changePasswordOpened} onClose={changePassword.close} />
    </>
  );
}
