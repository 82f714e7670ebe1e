import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { paths } from '@/config/paths';
import { useCustomPage, useDeleteCustomPage } from '@/features/content/api/content';
import { CustomPageForm } from '@/features/content/components/custom-page-form';
import { getStorefrontsQueryOptions } from '@/features/storefronts/api/get-storefronts';
import { errorMessage, isNotFound } from '@/lib/api-error';

/** The organization's storefronts (content.manage goes with storefront.settings in the matrix). */
function useOwnStorefronts() {
  const query = useQuery(getStorefrontsQueryOptions());
  return { ...query, list: (query.data?.items ?? []).map((s) => ({ id: s.id, title: s.title })) };
}

/** /custompage/new */
export function CustomPageNewRoute() {
  const navigate = useNavigate();
  const storefronts = useOwnStorefronts();
  if (storefronts.isPending) return <PageLoader />;
  if (storefronts.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(storefronts.error)}
      </Alert>
    );
  }
  if (storefronts.list.length === 0) {
    return <ScreenMessage heading="Your organization has no storefront to write pages for." />;
  }
  return (
    <Stack gap="lg">
      <Title order={2}>Add custom page</Title>
      <CustomPageForm storefronts={storefronts.list} onSaved={() => navigate(paths.customPages.getHref())} />
    </Stack>
  );
}

function EditCustomPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const page = useCustomPage(id);
  const remove = useDeleteCustomPage();
  if (page.isPending) return <PageLoader />;
  if (page.isError) {
    return isNotFound(page.error) ? (
      <ScreenMessage heading="Page not found." />
    ) : (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(page.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2}>Edit custom page {page.data.title}</Title>
          {page.data.published ? (
            <Text size="sm">
              Published at{' '}
              <Anchor href={page.data.url} target="_blank" rel="noopener noreferrer">
                {page.data.url}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm">A draft: only you see it.</Text>
          )}
        </Stack>
        <Button
          color="red"
          variant="light"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(id, {
              onSuccess: (r) => {
                notifications.show({ color: 'green', message: r.message });
                navigate(paths.customPages.getHref());
              },
              onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
            })
          }
        >
          Delete
        </Button>
      </Group>
      <CustomPageForm
        key={page.dataUpdatedAt}
        page={page.data}
        storefronts={[page.data.storefront]}
        onSaved={() => navigate(paths.customPages.getHref())}
      />
    </Stack>
  );
}

/** /custompage/edit?id=… */
export function CustomPageEditRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <ScreenMessage heading="Choose a page in Custom pages to edit it." />;
  return <EditCustomPage id={id} />;
}
