import { ActionIcon, Group } from '@mantine/core';
import type { StorefrontBranding } from '@patchbay/contract';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';

const networks = [
  { name: 'facebook', Icon: IconBrandFacebook },
  { name: 'twitter', Icon: IconBrandX },
  { name: 'instagram', Icon: IconBrandInstagram },
  { name: 'linkedin', Icon: IconBrandLinkedin },
] as const;

/** SPEC.md §2: each social icon shows only when the storefront has that link. */
export function SocialLinks({ links }: { links: StorefrontBranding['socialLinks'] }) {
  const shown = networks.filter(({ name }) => Boolean(links[name]));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs">
      {shown.map(({ name, Icon }) => (
        <ActionIcon
          key={name}
          component="a"
          href={links[name] ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={name}
          variant="subtle"
          color="gray"
          size="lg"
          // The footer's own text colour, which reads on every storefront's footer (a fixed light
          // grey read 2.3:1 on a light one).
          style={{ color: 'inherit' }}
        >
          <Icon size={22} stroke={1.6} aria-hidden="true" />
        </ActionIcon>
      ))}
    </Group>
  );
}
