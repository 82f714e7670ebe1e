import {
  Alert,
  Anchor,
  Button,
  Container,
  FileInput,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { QuickOrderLine, QuickOrderOffer } from '@patchbay/contract';
import { formatCount, formatMoney, QUICK_ORDER_MAX_LINES } from '@patchbay/domain';
import { IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useAddQuickOrder, useMatchQuickOrder } from '../api/quick-order';

const STATUS_WORDS: Record<QuickOrderLine['status'], { label: string; color: string }> = {
  matched: { label: 'Found', color: 'var(--mantine-color-text)' },
  problem: { label: 'Needs a change', color: 'red.8' },
  notFound: { label: 'Not found', color: 'red.8' },
  invalid: { label: 'Could not be read', color: 'red.8' },
};

/** The listing each line will buy: the server's match unless the buyer picked another offer. */
type Choices = Record<number, string>;

function chosenOffer(line: QuickOrderLine, choices: Choices): QuickOrderOffer | null {
  const offers = line.match ? [line.match, ...line.alternatives] : [];
  const picked = offers.find((o) => o.listingId === choices[line.line]);
  if (picked) return picked;
  return line.match && line.match.problem === null ? line.match : null;
}

function OfferSummary({ offer, quantity }: { offer: QuickOrderOffer; quantity: number | null }) {
  return (
    <Text size="sm">
      <Anchor component={Link} to={offer.path} fw={600}>
        {offer.title}
      </Anchor>{' '}
      · {offer.condition} · sold by {offer.seller.name} · {formatMoney(offer.unitPrice, { precise: true })}{' '}
      each
      {quantity !== null && ` · ${formatMoney(offer.lineTotal)} for ${formatCount(quantity)}`} ·{' '}
      {formatCount(offer.numAvailable)} in stock
      {offer.minQuantity > 1 && ` · minimum ${formatCount(offer.minQuantity)}`}
      {offer.problem && (
        <Text span c="red.8" fw={600}>
          {' '}
          · {offer.problem}
        </Text>
      )}
    </Text>
  );
}

function LineResult({
  line,
  chosen,
  onChoose,
}: {
  line: QuickOrderLine;
  chosen: QuickOrderOffer | null;
  onChoose: (listingId: string) => void;
}) {
  const status = STATUS_WORDS[line.status];
  const offers = line.match ? [line.match, ...line.alternatives] : [];
  const others = offers.filter((o) => o.listingId !== chosen?.listingId);
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Line ${line.line}: ${line.partNumber}`}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={700}>
            {line.partNumber || line.input}
            {line.quantity !== null && ` × ${formatCount(line.quantity)}`}
          </Text>
          <Text size="sm" fw={700} c={status.color}>
            {chosen && line.status === 'problem' ? 'Another offer chosen' : status.label}
          </Text>
        </Group>
        {line.message && !chosen && (
          <Text size="sm" c="red.8">
            {line.message}
          </Text>
        )}
        {chosen && <OfferSummary offer={chosen} quantity={line.quantity} />}
        {others.length > 0 && (
          <Stack gap={4} mt={4}>
            <Text size="sm" fw={600}>
              {chosen ? 'Other offers' : 'Offers'}
            </Text>
            {others.map((offer) => (
              <Group key={offer.listingId} gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1 }}>
                  <OfferSummary offer={offer} quantity={line.quantity} />
                </div>
                {offer.problem === null && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onChoose(offer.listingId)}
                    aria-label={`Use this offer of ${offer.seller.name} for ${line.partNumber}`}
                  >
                    Use this
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /quickorder (signed in): paste "part number, quantity" lines or upload a CSV file, see each
 * line matched to this store's listings (price at the quantity, stock, seller, other offers),
 * then add every matched line to the cart at once.
 */
export function QuickOrder() {
  // long-function: one screen's markup in the order it shows; matching and adding are the server's.
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const match = useMatchQuickOrder({ mutationConfig: { onSuccess: () => setChoices({}) } });
  const add = useAddQuickOrder({ mutationConfig: { scope: { id: 'cart' } } });
  const lines = match.data?.lines ?? [];
  const items = lines.flatMap((line) => {
    const offer = chosenOffer(line, choices);
    return offer && line.quantity !== null ? [{ listingId: offer.listingId, quantity: line.quantity }] : [];
  });

  const readFile = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    if (file.size > 100_000) {
      setFileError('The file is too large: at most 100 KB');
      return;
    }
    const content = await file.text();
    setText(content);
    add.reset();
    match.mutate({ text: content });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Quick order</Title>
        <Text>
          One line per part number with its quantity, for example <code>C8300-1N1S-6T, 4</code> (a comma, a
          semicolon or a tab between them), up to {QUICK_ORDER_MAX_LINES} lines. Part numbers are matched to
          this store's listings whatever their letter case.
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add.reset();
            match.mutate({ text });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="Part numbers and quantities"
              description="Paste from a spreadsheet or type one line per part number"
              autosize
              minRows={6}
              maxRows={16}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <FileInput
              label="Or upload a CSV file"
              description="Part number in the first column, quantity in the second"
              accept=".csv,text/csv,text/plain"
              leftSection={<IconFileUpload size={16} aria-hidden="true" />}
              clearable
              error={fileError}
              onChange={(file) => void readFile(file)}
            />
            <Group>
              <Button type="submit" loading={match.isPending}>
                Find part numbers
              </Button>
            </Group>
          </Stack>
        </form>
        {match.isError && (
          <Alert color="red" role="alert">
            {failureMessage(match.error)}
          </Alert>
        )}
        {lines.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="quick-order-results">
            <Title order={2} size="h3" id="quick-order-results">
              {formatCount(items.length)} of {formatCount(lines.length)} lines can be added
            </Title>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {lines.map((line) => (
                <LineResult
                  key={line.line}
                  line={line}
                  chosen={chosenOffer(line, choices)}
                  onChoose={(listingId) => setChoices((current) => ({ ...current, [line.line]: listingId }))}
                />
              ))}
            </Stack>
            <Group>
              <Button
                disabled={items.length === 0}
                loading={add.isPending}
                onClick={() => add.mutate({ items })}
              >
                Add all to cart
              </Button>
            </Group>
          </Stack>
        )}
        {add.isError && (
          <Alert color="red" role="alert">
            {failureMessage(add.error)}
          </Alert>
        )}
        {add.data && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden="true" />}
            role="status"
          >
            <Stack gap={4}>
              <Text fw={600}>{add.data.message}</Text>
              {add.data.skipped.length > 0 && (
                <>
                  <Text size="sm">These could not be added:</Text>
                  <List size="sm">
                    {add.data.skipped.map((skip) => (
                      <List.Item key={skip.listingId}>
                        {skip.title}: {skip.reason}
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
              <Group gap="sm" mt={4}>
                <ButtonLink to={paths.reviewCart.getHref()} size="sm">
                  Review cart
                </ButtonLink>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
