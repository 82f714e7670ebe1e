import { Button, Group, Paper, Select, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { type CategoryItem, useCreateCategory } from '../api/categories';

const NEW_CATEGORY = '';

/** The operator adds a category, or a sub-category of one. */
export function AddCategoryForm({ categories }: { categories: CategoryItem[] }) {
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState<string>(NEW_CATEGORY);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateCategory();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-category-title">
      <Title order={3} size="h5" id="add-category-title" mb="sm">
        Add a category
      </Title>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            const result = await create.mutateAsync({
              name,
              ...(parentId === NEW_CATEGORY ? {} : { parentId }),
            });
            notifications.show({ color: 'green', message: `${result.message}: ${result.category.path}` });
            setName('');
            setError(undefined);
          } catch (failure) {
            setError(fieldErrors(failure)?.name ?? errorMessage(failure));
          }
        }}
      >
        <Group align="flex-start">
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            w={260}
          />
          <Select
            label="Under"
            data={[
              { value: NEW_CATEGORY, label: 'Nothing: a new category' },
              ...categories
                .filter((c) => !c.retired)
                .map((c) => ({ value: c.id, label: `${c.name}: a sub-category` })),
            ]}
            value={parentId}
            onChange={(value) => setParentId(value ?? NEW_CATEGORY)}
            allowDeselect={false}
            w={260}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            Add
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
