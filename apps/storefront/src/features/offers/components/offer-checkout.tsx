import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Image,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type GuestContact, guestContactSchema, type Offer, offerMessages } from '@patchbay/contract';
import { formatMoney, sumMoney } from '@patchbay/domain';
import { ApiError } from '@patchbay/ui';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateOffer } from '../api/create-offer';
import { useOfferDraft } from '../hooks/use-offer-draft';
import { offerDetailHref } from '../utils/offer-display';
import {
  draftItemTotal,
  draftPriceError,
  draftQuantityError,
  groupDraftBySeller,
  splitOfferFieldErrors,
  toCreateOfferBody,
} from '../utils/offer-form';

type ItemErrors = Record<string, { listingId?: string; quantity?: string; unitPrice?: string }>;
const emptyGuest: GuestContact = { firstName: '', lastName: '', email: '', companyName: '' };
const GENERIC_ERROR = 'Something went wrong. Please try again';

/**
 * /myoffer (OfferCheckout): the offer being prepared, grouped by seller (each seller gets an offer
 * of their own), the guest's contact details when not signed in, and Send.
 */
export function OfferCheckout({ signedIn }: { signedIn: boolean }) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const draft = useOfferDraft();
  const groups = groupDraftBySeller(draft.items);
  const [guest, setGuest] = useState<GuestContact>(emptyGuest);
  const [guestErrors, setGuestErrors] = useState<Record<string, string>>({});
  const [itemErrors, setItemErrors] = useState<ItemErrors>({});
  const [comments, setComments] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<Offer[] | null>(null);

  const create = useCreateOffer({
    mutationConfig: {
      onSuccess: (result, body) => {
        draft.remove(body.items.map((item) => item.listingId));
        setSent(result.offers);
        setComments('');
      },
      onError: (error, body) => {
        if (error instanceof ApiError && error.fields) {
          const sentItems = draft.items.filter((item) =>
            body.items.some((b) => b.listingId === item.listingId),
          );
          const split = splitOfferFieldErrors(error.fields, sentItems);
          setItemErrors(split.items);
          setGuestErrors(split.guest);
          setFormError(split.other[0] ?? error.message);
          return;
        }
        setFormError(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? error.message
            : GENERIC_ERROR,
        );
      },
    },
  });

  const send = () => {
    setFormError(null);
    const errors: ItemErrors = {};
    for (const item of draft.items) {
      const unitPrice = draftPriceError(item.unitPrice, item.listPrice);
      const quantity = draftQuantityError(item.quantity, item.minQuantity, item.quantityMultiple);
      if (unitPrice || quantity)
        errors[item.listingId] = { ...(unitPrice ? { unitPrice } : {}), ...(quantity ? { quantity } : {}) };
    }
    let contact: GuestContact | null = null;
    const contactErrors: Record<string, string> = {};
    if (!signedIn) {
      const parsed = guestContactSchema.safeParse(guest);
      if (parsed.success) contact = parsed.data;
      else for (const issue of parsed.error.issues) contactErrors[String(issue.path[0])] ??= issue.message;
    }
    setItemErrors(errors);
    setGuestErrors(contactErrors);
    if (Object.keys(errors).length > 0 || Object.keys(contactErrors).length > 0) return;
    create.mutate(toCreateOfferBody(draft.items, { guest: contact, comments }));
  };

  const grandTotal = sumMoney(groups.map((group) => group.total));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>My Offers</Title>
          <Text c="dimmed">
            The offer you are preparing. Each seller receives an offer of their own and may accept, counter or
            reject it.
          </Text>
        </div>

        {sent && (
          <Alert
            color="green"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            role="status"
            title={offerMessages.created}
          >
            <Stack gap={4}>
              <Text size="sm">We mailed you a copy. Follow the seller's answer here:</Text>
              {sent.map((offer) => (
                <Anchor key={offer.id} component={Link} to={offerDetailHref(offer)} size="sm">
                  Offer to {offer.seller.name} ({formatMoney(sumMoney(offer.items.map((i) => i.total)))})
                </Anchor>
              ))}
            </Stack>
          </Alert>
        )}

        {draft.items.length === 0 ? (
          <Paper withBorder p="xl" radius="md">
            <Stack align="flex-start" gap="sm">
              <Text fw={600}>
                {sent
                  ? 'Nothing else is waiting to be sent.'
                  : 'You have not added anything to an offer yet.'}
              </Text>
              <Text size="sm" c="dimmed">
                Open a product and choose “Make an offer” to propose your price.
              </Text>
              <Group>
                <Button component={Link} to={paths.products.getHref()} variant="light">
                  Browse products
                </Button>
                {signedIn && (
                  <Button component={Link} to={paths.myOffers.getHref()} variant="default">
                    Offers sent
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        ) : (
          <>
            {groups.map((group) => (
              <Paper
                key={group.seller.id}
                withBorder
                radius="md"
                p="md"
                component="section"
                aria-label={`Offer to ${group.seller.name}`}
              >
                <Group justify="space-between" mb="sm">
                  <Title order={2} size="h4">
                    Offer to {group.seller.name}
                  </Title>
                  <Text fw={600}>{formatMoney(group.total)}</Text>
                </Group>
                <Table.ScrollContainer minWidth={720}>
                  <Table verticalSpacing="sm" aria-label={`Items offered to ${group.seller.name}`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Product</Table.Th>
                        <Table.Th>Listing price</Table.Th>
                        <Table.Th w={170}>Your price per unit</Table.Th>
                        <Table.Th w={130}>Quantity</Table.Th>
                        <Table.Th>Total</Table.Th>
                        <Table.Th w={48}>
                          <VisuallyHidden>Remove</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {group.items.map((item) => {
                        const errors = itemErrors[item.listingId] ?? {};
                        const total = draftItemTotal(item);
                        return (
                          <Table.Tr key={item.listingId}>
                            <Table.Td>
                              <Group gap="sm" wrap="nowrap">
                                <Image src={item.imageUrl} alt="" w={48} h={48} fit="contain" radius="sm" />
                                <Stack gap={2}>
                                  <Anchor component={Link} to={item.path} size="sm" fw={600}>
                                    {item.title}
                                  </Anchor>
                                  {errors.listingId && (
                                    <Text size="xs" c="red" role="alert">
                                      {errors.listingId}
                                    </Text>
                                  )}
                                </Stack>
                              </Group>
                            </Table.Td>
                            <Table.Td>{item.listPrice === null ? '—' : formatMoney(item.listPrice)}</Table.Td>
                            <Table.Td>
                              <TextInput
                                aria-label={`Your price per unit for ${item.title}`}
                                leftSection="$"
                                inputMode="decimal"
                                value={item.unitPrice}
                                error={errors.unitPrice}
                                onChange={(event) => {
                                  draft.update(item.listingId, { unitPrice: event.currentTarget.value });
                                  setItemErrors((all) => ({
                                    ...all,
                                    [item.listingId]: { ...all[item.listingId], unitPrice: undefined },
                                  }));
                                }}
                              />
                            </Table.Td>
                            <Table.Td>
                              <NumberInput
                                aria-label={`Quantity of ${item.title}`}
                                value={item.quantity}
                                min={item.minQuantity}
                                step={item.quantityMultiple}
                                allowDecimal={false}
                                allowNegative={false}
                                thousandSeparator=","
                                error={errors.quantity}
                                onChange={(value) => {
                                  draft.update(item.listingId, {
                                    quantity: typeof value === 'number' ? value : 0,
                                  });
                                  setItemErrors((all) => ({
                                    ...all,
                                    [item.listingId]: { ...all[item.listingId], quantity: undefined },
                                  }));
                                }}
                              />
                            </Table.Td>
                            <Table.Td>{total === null ? '—' : formatMoney(total)}</Table.Td>
                            <Table.Td>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Remove ${item.title}`}
                                onClick={() => draft.remove([item.listingId])}
                              >
                                <IconTrash size={18} aria-hidden="true" />
                              </ActionIcon>
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            ))}

            {!signedIn && (
              <Paper withBorder radius="md" p="md" component="section" aria-label="Your contact details">
                <Title order={2} size="h4" mb={4}>
                  Your contact details
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  The seller answers by mail.{' '}
                  <Anchor
                    component={Link}
                    to={paths.auth.getHref({ page: paths.myOffer.getHref() })}
                    size="sm"
                  >
                    Sign in
                  </Anchor>{' '}
                  to keep your offers in your account.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {(
                    [
                      ['firstName', 'First name', 'given-name'],
                      ['lastName', 'Last name', 'family-name'],
                      ['email', 'Email', 'email'],
                      ['companyName', 'Company name', 'organization'],
                    ] as const
                  ).map(([field, label, autoComplete]) => (
                    <TextInput
                      key={field}
                      label={label}
                      withAsterisk
                      autoComplete={autoComplete}
                      type={field === 'email' ? 'email' : 'text'}
                      value={guest[field]}
                      error={guestErrors[field]}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setGuest((current) => ({ ...current, [field]: value }));
                        setGuestErrors(({ [field]: _gone, ...rest }) => rest);
                      }}
                    />
                  ))}
                </SimpleGrid>
              </Paper>
            )}

            <Textarea
              label="Comments to the seller"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={2000}
              value={comments}
              onChange={(event) => setComments(event.currentTarget.value)}
            />

            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}

            <Group justify="space-between">
              <Text fw={700} size="lg">
                Total of your offers: {formatMoney(grandTotal)}
              </Text>
              <Button size="md" onClick={send} loading={create.isPending}>
                {groups.length > 1 ? `Send ${groups.length} offers` : 'Send offer'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
