import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { errorMessage, fieldErrors } from '@/lib/api-error';

interface Values {
  question: string;
  answer: string;
}

/** A question and its answer, to add or to change; `save` resolves with the server's message. */
export function FaqEntryForm({
  initial,
  submitLabel,
  save,
  onDone,
  onCancel,
}: {
  initial?: Values;
  submitLabel: string;
  save: (values: Values) => Promise<{ message: string }>;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial ?? { question: '', answer: '' },
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const r = await save({ question: v.question.trim(), answer: v.answer.trim() });
      notifications.show({ color: 'green', message: r.message });
      if (!initial) form.reset();
      onDone?.();
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields) form.setErrors(fields);
      notifications.show({ color: 'red', message: errorMessage(e) });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Question" required maxLength={300} {...form.getInputProps('question')} />
        <Textarea
          label="Answer"
          required
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('answer')}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
