import { Alert, Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { useStorefronts } from '@/features/storefronts/api/get-storefronts';
import { StorefrontSettingsForm } from '@/features/storefronts/components/storefront-settings-form';
import { errorMessage } from '@/lib/api-error';

/** /storefrontsettings: one storefront's settings at a time, chosen among those the organization owns. */
export function StorefrontSettingsRoute() {
  const storefronts = useStorefronts();
  const [params, setParams] = useSearchParams();
  if (storefronts.isPending) return <PageLoader />;
  if (storefronts.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(storefronts.error)}
      </Alert>
    );
  }
  const items = storefronts.data.items;
  if (items.length === 0) {
    return (
      <ScreenMessage heading="Your organization has no storefront yet.">
        A storefront is opened by the platform operator; its settings appear here once it exists.
      </ScreenMessage>
    );
  }
  const selected = items.find((s) => s.id === params.get('storefront')) ?? items[0]!;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Storefront settings</Title>
          <Text c="dimmed" size="sm">
            Saved settings show on{' '}
            <Anchor href={selected.url} target="_blank" rel="noopener noreferrer">
              {selected.url.replace(/^https?:\/\//, '')}
            </Anchor>{' '}
            at once.
          </Text>
        </Stack>
        {items.length > 1 && (
          <Select
            label="Storefront"
            data={items.map((s) => ({ value: s.id, label: s.title }))}
            value={selected.id}
            allowDeselect={false}
            onChange={(id) => id && setParams({ storefront: id })}
            w={260}
          />
        )}
      </Group>
      {/* A new form per storefront; after a save the form takes the server's answer itself (and
          keeps saying what the sanitising removed). */}
      <StorefrontSettingsForm key={selected.id} storefront={selected} />
    </Stack>
  );
}
