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
type Target = { value: string; label: string };
interface DialogProps {
  node: SubCategoryItem;
  close: () => void;
}

/** Runs a change: its message as a toast and the dialog closed, or the server's refusal kept to show. */
function useChange(close: () => void) {
  const [error, setError] = useState<string | undefined>();
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      const result = await action();
      notifications.show({ color: 'green', message: result.message });
      close();
    } catch (failure) {
      const fields = fieldErrors(failure);
      setError(fields?.name ?? fields?.targetId ?? errorMessage(failure));
    }
  };
  return { error, run };
}

const labelOf = (node: SubCategoryItem) => `${node.name} (${node.path})`;

function RenameDialog({ node, close }: DialogProps) {
  const [name, setName] = useState(node.name);
  const rename = useRenameCategory();
  const { error, run } = useChange(close);
  return (
    <Modal opened onClose={close} title={`Rename ${labelOf(node)}`} centered>
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
            <Button type="submit" loading={rename.isPending}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MergeDialog({ node, close, targets }: DialogProps & { targets: Target[] }) {
  const [targetId, setTargetId] = useState<string | null>(null);
  const merge = useMergeCategory();
  const { error, run } = useChange(close);
  return (
    <Modal opened onClose={close} title={`Merge ${labelOf(node)}`} centered>
      <Stack>
        <Select
          label="Merge into"
          placeholder="Pick a category"
          data={targets}
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
            loading={merge.isPending}
            disabled={!targetId}
            onClick={() => targetId && void run(() => merge.mutateAsync({ id: node.id, targetId }))}
          >
            Merge
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RetireDialog({ node, close }: DialogProps) {
  const retire = useRetireCategory();
  const { error, run } = useChange(close);
  const verb = node.retired ? 'Restore' : 'Retire';
  return (
    <Modal opened onClose={close} title={`${verb} ${labelOf(node)}`} centered>
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
            loading={retire.isPending}
            onClick={() => void run(() => retire.mutateAsync({ id: node.id, retired: !node.retired }))}
          >
            {verb}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

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
  mergeTargets: Target[];
}) {
  const [mode, setMode] = useState<Mode>(null);
  const close = () => setMode(null);
  return (
    <>
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          onClick={() => setMode('rename')}
          aria-label={`Rename ${node.name}`}
        >
          Rename
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setMode('merge')}
          disabled={mergeTargets.length === 0}
          aria-label={`Merge ${node.name}`}
        >
          Merge
        </Button>
        <Button
          size="xs"
          variant="light"
          color={node.retired ? 'blue' : 'red'}
          onClick={() => setMode('retire')}
          aria-label={`${node.retired ? 'Restore' : 'Retire'} ${node.name}`}
        >
          {node.retired ? 'Restore' : 'Retire'}
        </Button>
      </Group>
      {mode === 'rename' && <RenameDialog node={node} close={close} />}
      {mode === 'merge' && <MergeDialog node={node} close={close} targets={mergeTargets} />}
      {mode === 'retire' && <RetireDialog node={node} close={close} />}
    </>
  );
}
