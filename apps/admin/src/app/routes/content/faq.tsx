import { ActionIcon, Alert, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FaqEntry } from '@patchbay/contract';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { useChangeFaq, useFaq } from '@/features/content/api/content';
import { FaqEntryForm } from '@/features/content/components/faq-entry-form';
import { getStorefrontsQueryOptions } from '@/features/storefronts/api/get-storefronts';
import { errorMessage } from '@/lib/api-error';

function FaqItem({ entry, index, count }: { entry: FaqEntry; index: number; count: number }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeFaq();
  const run = (input: Parameters<typeof change.mutate>[0]) =>
    change.mutate(input, {
      onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
      onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
    });
  return (
    <Card withBorder component="li" data-testid="faq-entry">
      {editing ? (
        <FaqEntryForm
          initial={{ question: entry.question, answer: entry.answer }}
          submitLabel="Save question"
          save={(data) => change.mutateAsync({ kind: 'update', id: entry.id, data })}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text fw={600}>{entry.question}</Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{entry.answer}</Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={`Move "${entry.question}" up`}
              disabled={index === 0 || change.isPending}
              onClick={() => run({ kind: 'move', id: entry.id, direction: 'up' })}
            >
              <IconArrowUp size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`Move "${entry.question}" down`}
              disabled={index === count - 1 || change.isPending}
              onClick={() => run({ kind: 'move', id: entry.id, direction: 'down' })}
            >
              <IconArrowDown size={16} aria-hidden="true" />
            </ActionIcon>
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={change.isPending && change.variables?.kind === 'delete'}
              onClick={() => run({ kind: 'delete', id: entry.id })}
            >
              Delete
            </Button>
          </Group>
        </Group>
      )}
    </Card>
  );
}

function StorefrontFaq({ storefrontId }: { storefrontId: string }) {
  const faq = useFaq(storefrontId);
  const change = useChangeFaq();
  if (faq.isPending) return <PageLoader />;
  if (faq.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(faq.error)}
      </Alert>
    );
  }
  const items = faq.data.items;
  return (
    <Stack gap="lg">
      {items.length === 0 ? (
        <Text c="dimmed" data-testid="faq-empty">
          No questions yet: the storefront shows no FAQ page until you add one.
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Questions in their order"
        >
          {items.map((entry, index) => (
            <FaqItem key={entry.id} entry={entry} index={index} count={items.length} />
          ))}
        </Stack>
      )}
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Add a question
        </Title>
        <FaqEntryForm
          submitLabel="Add question"
          save={(data) => change.mutateAsync({ kind: 'create', data: { ...data, storefrontId } })}
        />
      </Card>
    </Stack>
  );
}

/** /add/faq: the questions and answers of one of the organization's storefronts, in their order. */
export function FaqRoute() {
  const [params, setParams] = useSearchParams();
  const storefronts = useQuery(getStorefrontsQueryOptions());
  if (storefronts.isPending) return <PageLoader />;
  if (storefronts.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(storefronts.error)}
      </Alert>
    );
  }
  const list = storefronts.data.items;
  if (list.length === 0)
    return <ScreenMessage heading="Your organization has no storefront to write a FAQ for." />;
  const chosen = list.find((s) => s.id === params.get('storefront')) ?? list[0]!;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={2}>FAQ</Title>
      <NativeSelect
        label="Storefront"
        maw={360}
        value={chosen.id}
        data={list.map((s) => ({ value: s.id, label: s.title }))}
        onChange={(e) => setParams({ storefront: e.currentTarget.value }, { replace: true })}
      />
      <StorefrontFaq key={chosen.id} storefrontId={chosen.id} />
    </Stack>
  );
}
