import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ListingDetail } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMe } from '@/features/auth/api/get-me';
import { createQuoteRequestInputSchema, useCreateQuoteRequest } from '../api/create-quote-request';
import {
  contactNumberError,
  initialQuoteFormValues,
  type QuoteContact,
  type QuoteFormValues,
  toQuoteRequestBody,
} from '../utils/quote-request';

const resolveBody = schemaResolver(createQuoteRequestInputSchema, { sync: true });

export const QUOTE_SENT_MESSAGE = 'Your quote request was sent. The seller will contact you.';
const GENERIC_ERROR = 'Something went wrong. Please try again';

export interface QuoteRequestModalProps {
  opened: boolean;
  onClose: () => void;
  listing: Pick<ListingDetail, 'id' | 'displayName' | 'oemPartNumber' | 'minQuantity'>;
}

/**
 * 'Request quote' (SPEC.md §3 Request-for-quote record): quantity and contact details to the
 * seller. The signed-in user need not type their name and email again. The session is read here,
 * not by the product page: its arrival after the page then re-renders this dialog only.
 */
export function QuoteRequestModal(props: QuoteRequestModalProps) {
  const user = useMe().data?.user;
  const contact: QuoteContact | null = user
    ? {
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName,
        email: user.email,
      }
    : null;
  // A contact that arrives later (the session loads after the page) starts a fresh form.
  return <QuoteRequestForm key={contact?.email ?? 'guest'} {...props} contact={contact} />;
}

function QuoteRequestForm({
  opened,
  onClose,
  listing,
  contact,
}: QuoteRequestModalProps & { contact: QuoteContact | null }) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const form = useForm<QuoteFormValues>({
    mode: 'uncontrolled',
    initialValues: initialQuoteFormValues(listing.minQuantity, contact),
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const [field, message] of Object.entries(resolveBody(toQuoteRequestBody(values, listing.id)))) {
        if (typeof message === 'string') errors[field] = message;
      }
      const phone = contactNumberError(values.contactNumber);
      if (phone) errors.contactNumber = phone;
      return errors;
    },
    clearInputErrorOnChange: true,
  });

  const request = useCreateQuoteRequest({
    mutationConfig: {
      onSuccess: () => {
        notifications.show({ color: 'green', message: QUOTE_SENT_MESSAGE });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      },
    },
  });

  const close = () => {
    onClose();
    // The next opening starts afresh (a second request for another quantity, say).
    request.reset();
    form.reset();
  };

  const formError =
    request.isError && !(request.error instanceof ApiError && request.error.fields)
      ? request.error instanceof ApiError && request.error.status >= 400 && request.error.status < 500
        ? request.error.message
        : GENERIC_ERROR
      : null;
  const listingError = form.errors.listingId;

  return (
    <Modal opened={opened} onClose={close} title="Request a quote" size="lg" centered>
      {request.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden="true" />} role="status">
            {QUOTE_SENT_MESSAGE}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label="Request a quote"
          onSubmit={form.onSubmit((values) => request.mutate(toQuoteRequestBody(values, listing.id)))}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {listing.displayName}
              {listing.displayName.includes(listing.oemPartNumber) ? '' : ` · ${listing.oemPartNumber}`}
            </Text>
            {(formError || listingError) && (
              <Alert color="red" role="alert">
                {formError ?? GENERIC_ERROR}
              </Alert>
            )}
            <NumberInput
              key={form.key('qty')}
              {...form.getInputProps('qty')}
              label="Quantity"
              withAsterisk
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              w={{ base: '100%', xs: 200 }}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                key={form.key('userName')}
                {...form.getInputProps('userName')}
                label="Name"
                withAsterisk
                autoComplete="name"
              />
              <TextInput
                key={form.key('email')}
                {...form.getInputProps('email')}
                label="Email"
                type="email"
                withAsterisk
                autoComplete="email"
              />
              <TextInput
                key={form.key('contactNumber')}
                {...form.getInputProps('contactNumber')}
                label="Phone"
                type="tel"
                autoComplete="tel"
              />
              <TextInput
                key={form.key('postalCode')}
                {...form.getInputProps('postalCode')}
                label="Postal code"
                autoComplete="postal-code"
              />
              <TextInput
                key={form.key('city')}
                {...form.getInputProps('city')}
                label="City"
                autoComplete="address-level2"
              />
              <TextInput
                key={form.key('state')}
                {...form.getInputProps('state')}
                label="State"
                autoComplete="address-level1"
              />
            </SimpleGrid>
            <Textarea
              key={form.key('comments')}
              {...form.getInputProps('comments')}
              label="Comments"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={2000}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={request.isPending}>
                Send request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
