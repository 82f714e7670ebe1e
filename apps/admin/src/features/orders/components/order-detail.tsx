import {
  Anchor,
  Badge,
  Card,
  Divider,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import type { OrderDetail } from '@patchbay/contract';
import { compareMoney } from '@patchbay/domain';
import { formatDateTime, formatDay, Money, StatusBadge } from '@patchbay/ui';
import type { ReactNode } from 'react';
import {
  addressLines,
  cardLabel,
  courierLabel,
  formatPercent,
  paymentMethodLabel,
  safeHttpUrl,
  sentenceCase,
} from '../utils/order-display';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} data-testid={testId}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A label and its value on one line, the value right-aligned (amounts) or below (text). */
function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right">
        {children}
      </Text>
    </Group>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Address({ address }: { address: OrderDetail['shippingAddress'] }) {
  return (
    <Stack gap={2}>
      {addressLines(address).map((line, index) => (
        // Lines are positional (a name may repeat as a company): the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, positional lines
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        {address.email}
        {address.contactnumber ? ` · ${address.contactnumber}` : ''}
      </Text>
    </Stack>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} component="div">
        {children}
      </Text>
    </Card>
  );
}

function ItemsSection({ order }: { order: OrderDetail }) {
  return (
    <Section title="Items">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label="Order items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                Unit price
              </Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                Line total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[item.oemName, item.oemPartNumber, item.condition].filter(Boolean).join(' · ')}
                    </Text>
                    <Group gap={6}>
                      {item.offerItemId ? (
                        <Badge size="xs" variant="light" color="grape" tt="none">
                          Offer price
                        </Badge>
                      ) : null}
                      {item.isFreeShipping ? (
                        <Badge size="xs" variant="light" color="gray" tt="none">
                          Ships free
                        </Badge>
                      ) : item.shippingFee ? (
                        <Text size="xs" c="dimmed">
                          Shipping <Money amount={item.shippingFee} />
                        </Text>
                      ) : null}
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">{item.purchaseQty}</Table.Td>
                <Table.Td ta="right">
                  <Money amount={item.purchasePrice} precise />
                </Table.Td>
                <Table.Td ta="right" fw={500}>
                  <Money amount={item.lineTotal} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

function AmountsSection({ order }: { order: OrderDetail }) {
  const { amounts } = order;
  const promo = order.transaction?.promoCodeApplied;
  return (
    <Section title="Amounts" testId="order-amounts">
      <Stack gap={6}>
        <Row label="Subtotal">
          <Money amount={amounts.subtotal} />
        </Row>
        {compareMoney(amounts.discount, '0') !== 0 ? (
          <Row label={promo ? `Discount (promo code ${promo})` : 'Discount'}>
            −<Money amount={amounts.discount} />
          </Row>
        ) : null}
        <Row label={`Tax (${formatPercent(amounts.taxPercent)})`}>
          <Money amount={amounts.tax} />
        </Row>
        <Row label={`Service fee (${formatPercent(amounts.serviceFeePercent)})`}>
          <Money amount={amounts.serviceFee} />
        </Row>
        <Row label={`Processing fee (${formatPercent(amounts.processingFeePercent)})`}>
          {amounts.processingFeeWaived ? 'Waived' : <Money amount={amounts.processingFee} />}
        </Row>
        <Row label={`Shipping (${order.shipping.label})`}>
          {amounts.shipping === null ? 'Awaiting quote' : <Money amount={amounts.shipping} />}
        </Row>
        <Row label="Additional fees">
          <Money amount={amounts.additionalFees} />
        </Row>
        <Divider my={4} />
        <Row label="Total" strong>
          <Money amount={amounts.total} />
        </Row>
        <Row label="Paid">
          <Money amount={order.amountPaid} />
        </Row>
        <Row label="Balance due" strong>
          <Money amount={order.balanceDue} />
        </Row>
      </Stack>
    </Section>
  );
}

function PaymentHistorySection({ order }: { order: OrderDetail }) {
  return (
    <Section title="Payment history" testId="payment-history">
      {order.paymentHistory.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments recorded yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label="Payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Mode</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Comment</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.paymentHistory.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDay(payment.dateRecordPayment)}</Table.Td>
                  <Table.Td>{payment.paymentMode}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{payment.referenceNumber ?? '—'}</Table.Td>
                  <Table.Td>{payment.comment ?? '—'}</Table.Td>
                  <Table.Td ta="right" fw={500}>
                    <Money amount={payment.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function AdditionalFeesSection({ order }: { order: OrderDetail }) {
  return (
    <Section title="Additional fees">
      {order.additionalFees.length === 0 ? (
        <Text size="sm" c="dimmed">
          No additional fees.
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Additional fees">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>For</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.additionalFees.map((fee) => (
              <Table.Tr key={fee.id}>
                <Table.Td>{fee.feesDetail}</Table.Td>
                <Table.Td>{formatDay(fee.createdAt)}</Table.Td>
                <Table.Td ta="right">
                  <Money amount={fee.amount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function HistorySection({ order }: { order: OrderDetail }) {
  return (
    <Section title="Status history" testId="status-history">
      {order.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No status changes recorded.
        </Text>
      ) : (
        <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
          {order.history.map((entry, index) => (
            <Timeline.Item
              // Oldest first; one status may come back (paid after partially paid twice): position is identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              key={index}
              title={<StatusBadge status={entry.status} />}
            >
              <Text size="xs" c="dimmed" mt={4}>
                {formatDateTime(entry.at)}
                {entry.by ? ` · ${entry.by}` : ''}
              </Text>
              {entry.note ? <Text size="sm">{entry.note}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Section>
  );
}

function BuyerSection({ order }: { order: OrderDetail }) {
  const { buyer } = order;
  return (
    <Section title="Buyer">
      <Stack gap={2}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {buyer.name}
          </Text>
          {buyer.isGuest ? (
            <Badge size="xs" variant="light" color="gray" tt="none">
              Guest
            </Badge>
          ) : null}
        </Group>
        {buyer.organizationName ? <Text size="sm">{buyer.organizationName}</Text> : null}
        <Anchor href={`mailto:${buyer.email}`} size="sm">
          {buyer.email}
        </Anchor>
      </Stack>
    </Section>
  );
}

function TransactionSection({ order }: { order: OrderDetail }) {
  const { transaction } = order;
  return (
    <Section title="Transaction" testId="transaction">
      {transaction ? (
        <Stack gap="xs">
          <Field label="Payment method">{paymentMethodLabel(transaction.paymentMethod)}</Field>
          {transaction.paymentMethod === 'card' ? <Field label="Card">{cardLabel(transaction)}</Field> : null}
          {transaction.achPayType ? (
            <Field label="Account type">{sentenceCase(transaction.achPayType)}</Field>
          ) : null}
          {transaction.gatewayTransactionId ? (
            <Field label={transaction.gateway ? `Gateway (${transaction.gateway})` : 'Gateway'}>
              {transaction.gatewayTransactionId}
            </Field>
          ) : null}
          <Field label="Amount paid">
            <Money amount={transaction.amountPaid} />
          </Field>
          {transaction.promoCodeApplied ? (
            <Field label="Promo code">{transaction.promoCodeApplied}</Field>
          ) : null}
          <Field label="Date">{formatDateTime(transaction.date)}</Field>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No transaction recorded.
        </Text>
      )}
    </Section>
  );
}

function ShippingSection({ order }: { order: OrderDetail }) {
  const { shipping } = order;
  const courier = courierLabel(shipping);
  const trackingUrl = safeHttpUrl(shipping.trackingUrl);
  return (
    <Section title="Shipping" testId="shipping-detail">
      <Stack gap="xs">
        <Field label="Method">{shipping.label}</Field>
        {shipping.shippingFees !== null ? (
          <Field label="Shipping fee">
            <Money amount={shipping.shippingFees} />
          </Field>
        ) : null}
        {shipping.estimatedShippingFees !== null ? (
          <Field label="Estimated fee">
            <Money amount={shipping.estimatedShippingFees} />
          </Field>
        ) : null}
        {shipping.companyName ? <Field label="Buyer's courier">{shipping.companyName}</Field> : null}
        {shipping.accountNumber ? (
          <Field label="Courier account number">{shipping.accountNumber}</Field>
        ) : null}
        {courier ? <Field label="Courier">{courier}</Field> : null}
        {shipping.trackingNumber ? <Field label="Tracking number">{shipping.trackingNumber}</Field> : null}
        {shipping.trackingUrl ? (
          <Field label="Tracking URL">
            {trackingUrl ? (
              <Anchor href={trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {shipping.trackingUrl}
              </Anchor>
            ) : (
              shipping.trackingUrl
            )}
          </Field>
        ) : null}
        {shipping.shipmentDate ? <Field label="Shipped on">{formatDay(shipping.shipmentDate)}</Field> : null}
      </Stack>
    </Section>
  );
}

function PaymentInstructionsSection({ order }: { order: OrderDetail }) {
  const instructions = order.paymentInstructions;
  if (!instructions || (!instructions.bankTransferInstructions && !instructions.paymentLink)) return null;
  const link = safeHttpUrl(instructions.paymentLink);
  return (
    <Section title="Payment instructions sent to the buyer">
      <Stack gap="xs">
        {instructions.bankTransferInstructions ? (
          <Field label="Bank transfer">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {instructions.bankTransferInstructions}
            </Text>
          </Field>
        ) : null}
        {instructions.paymentLink ? (
          <Field label="Payment link">
            {link ? (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
                {instructions.paymentLink}
              </Anchor>
            ) : (
              instructions.paymentLink
            )}
          </Field>
        ) : null}
      </Stack>
    </Section>
  );
}

/** The order in full, as the seller (or the operator) sees it; the actions sit in the page header. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Stat label="Total">
          <Money amount={order.orderTotal} />
        </Stat>
        <Stat label="Paid">
          <Money amount={order.amountPaid} />
        </Stat>
        <Stat label="Balance due">
          <span data-testid="balance-due">
            <Money amount={order.balanceDue} />
          </span>
          {order.status === 'cancelled' && compareMoney(order.balanceDue, '0') > 0 ? (
            <Text size="xs" c="dimmed" fw={400}>
              Not owed: the order is cancelled.
            </Text>
          ) : null}
        </Stat>
        <Stat label="Status">
          <StatusBadge status={order.status} size="lg" data-testid="order-status" />
        </Stat>
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <ItemsSection order={order} />
            <AmountsSection order={order} />
            <PaymentHistorySection order={order} />
            <AdditionalFeesSection order={order} />
            <HistorySection order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <BuyerSection order={order} />
            <Section title="Shipping address">
              <Address address={order.shippingAddress} />
            </Section>
            <Section title="Billing address">
              <Address address={order.billingAddress} />
            </Section>
            <Section title="Purchase order and notes">
              <Stack gap="xs">
                <Field label="PO number">{order.purchaseOrderNumber || '—'}</Field>
                <Field label="Notes to seller">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {order.notesToSeller || '—'}
                  </Text>
                </Field>
              </Stack>
            </Section>
            <TransactionSection order={order} />
            <ShippingSection order={order} />
            <PaymentInstructionsSection order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
