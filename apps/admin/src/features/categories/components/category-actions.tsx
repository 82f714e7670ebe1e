import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import {
  type SubCategoryItem,
  useMergeCategory,
  useRenameCategory,
  useRetireCategory,
} from '../api/categories';

type Mode = 'rename' | 'merge' | 'retire' | null;

/**
 * The operator's actions on one category or sub-category: rename (old URLs redirect), merge into
 * another of the same level (its listings move) and retire or restore, each in a dialog that says
 * what will happen and shows the server's refusal as it comes.
 */
export function CategoryActions({
  node,
  mergeTargets,
}: {
  node: SubCategoryItem;
  /** Where this one may be merged: the other categories, or the other sub-categories, by label. */
  mergeTargets: { value: string; label: string }[];
}) {
  const [mode, setMode] = useState<Mode>(null);
  const [name, setName] = useState(node.name);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameCategory();
  const merge = useMergeCategory();
  const retire = useRetireCategory();
  const open = (next: Mode) => {
    setName(node.name);
    setTargetId(null);
    setError(undefined);
    setMode(next);
  };
  const close = () => setMode(null);
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      const result = await action();
      notifications.show({ color: 'green', message: result.message });
      close();
    } catch (failure) {
      setError(fieldErrors(failure)?.name ?? fieldErrors(failure)?.targetId ?? errorMessage(failure));
    }
  };
  const pending = rename.isPending || merge.isPending || retire.isPending;
  const label = `${node.name} (${node.path})`;

  return (
    <>
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Button size="xs" variant="default" onClick={() => open('rename')} aria-label={`Rename ${node.name}`}>
          Rename
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => open('merge')}
          disabled={mergeTargets.length === 0}
          aria-label={`Merge ${node.name}`}
        >
          Merge
        </Button>
        <Button
          size="xs"
          variant="light"
          color={node.retired ? 'blue' : 'red'}
          onClick={() => open('retire')}
          aria-label={`${node.retired ? 'Restore' : 'Retire'} ${node.name}`}
        >
          {node.retired ? 'Restore' : 'Retire'}
        </Button>
      </Group>
      <Modal opened={mode === 'rename'} onClose={close} title={`Rename ${label}`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => rename.mutateAsync({ id: node.id, name }));
          }}
        >
          <Stack>
            <TextInput
              label="New name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Text size="sm" c="dimmed">
              The storefront address changes with the name; the old address keeps working and redirects to the
              new one.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                Rename
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={mode === 'merge'} onClose={close} title={`Merge ${label}`} centered>
        <Stack>
          <Select
            label="Merge into"
            placeholder="Pick a category"
            data={mergeTargets}
            value={targetId}
            onChange={setTargetId}
            error={error}
            searchable
          />
          <Text size="sm">
            Its {node.listingCount} listing{node.listingCount === 1 ? '' : 's'} move to the category you pick
            and are found there at once; its address redirects there and it is removed. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={pending}
              disabled={!targetId}
              onClick={() => targetId && void run(() => merge.mutateAsync({ id: node.id, targetId }))}
            >
              Merge
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={mode === 'retire'}
        onClose={close}
        title={`${node.retired ? 'Restore' : 'Retire'} ${label}`}
        centered
      >
        <Stack>
          <Text size="sm">
            {node.retired
              ? 'The category comes back to the storefront navigation and sitemap.'
              : 'The category leaves the storefront navigation and sitemap. Its listings stay searchable and its address keeps working; merge it instead to move them.'}
          </Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color={node.retired ? 'blue' : 'red'}
              loading={pending}
              onClick={() => void run(() => retire.mutateAsync({ id: node.id, retired: !node.retired }))}
            >
              {node.retired ? 'Restore' : 'Retire'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
