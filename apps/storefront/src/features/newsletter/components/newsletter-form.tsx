import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@patchbay/ui';
import { IconCheck } from '@tabler/icons-react';
import { subscribeNewsletterInputSchema, useSubscribeNewsletter } from '../api/subscribe-newsletter';

// SPEC.md §8: the newsletter failure toast is shown in the *success* style (green, check icon),
// exactly like the success toast. Deliberate, because the SPEC requires it — do not "fix" it.
const toastStyle = { color: 'green', icon: <IconCheck size={18} aria-hidden="true" /> } as const;

/** SPEC.md §2/§4/§5 newsletter box: email input and Subscribe; errors inline, results as toasts. */
export function NewsletterForm() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    // 'Please Enter Email' / 'Please Enter Valid Email' come from the contract schema.
    validate: schemaResolver(subscribeNewsletterInputSchema, { sync: true }),
    // SPEC.md §5: the error clears as soon as the visitor types.
    clearInputErrorOnChange: true,
  });

  const subscribe = useSubscribeNewsletter({
    mutationConfig: {
      onSuccess: () => {
        notifications.show({ ...toastStyle, message: 'Mail Sent Successfully' });
        form.reset();
      },
      onError: (error) => {
        const fieldError = error instanceof ApiError ? error.fields?.email : undefined;
        if (fieldError) form.setFieldError('email', fieldError);
        else notifications.show({ ...toastStyle, message: 'Something went wrong' });
      },
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => subscribe.mutate({ email: email.trim() }))}
      aria-label="Newsletter signup"
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          key={form.key('email')}
          {...form.getInputProps('email')}
          type="email"
          autoComplete="email"
          aria-label="Newsletter email"
          placeholder="Your email address"
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={subscribe.isPending}>
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
