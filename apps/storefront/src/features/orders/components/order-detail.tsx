import {
  Alert,
  Anchor,
  Container,
  DataList,
  Grid,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import type { OrderDetail as OrderDetailData } from '@patchbay/contract';
import { compareMoney, formatCount, formatMoney, paymentDue } from '@patchbay/domain';
import { formatDateTime, formatDay, OrderAmountsTable, SCROLLABLE_REGION, StatusBadge } from '@patchbay/ui';
import { IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

type Address = OrderDetailData['shippingAddress'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function AddressBlock({ address }: { address: Address }) {
  const region = address.stateLongName ?? address.state;
  const country = address.countryLongName ?? address.country;
  return (
    <Text component="address" size="sm" fs="normal" style={{ whiteSpace: 'pre-line' }}>
      {[
        `${address.firstname} ${address.lastname}`,
        address.company,
        address.streetAddress,
        address.address2,
        `${address.city}, ${region} ${address.zipcode}`,
        country,
        address.email,
        address.contactnumber,
      ]
        .filter(Boolean)
        .join('\n')}
    </Text>
  );
}

const paymentMethodNames = { card: 'Card', ach: 'ACH bank transfer', paylater: 'PayLater', paypal: 'PayPal' };
const cardBrandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

function PaymentDetails({ order }: { order: OrderDetailData }) {
  const { transaction } = order;
  return (
    <Stack gap="sm">
      <DataList size="sm" labelWidth={140} gap={6}>
        <Item label="Method">
          {order.paymentMethod ? paymentMethodNames[order.paymentMethod] : 'Not chosen'}
        </Item>
        {transaction?.cardBrand && (
          <Item label="Card">
            {cardBrandNames[transaction.cardBrand] ?? transaction.cardBrand}
            {transaction.maskedCardNo ? ` ending ${transaction.maskedCardNo.slice(-4)}` : ''}
          </Item>
        )}
        {transaction?.achPayType && <Item label="Account type">{transaction.achPayType}</Item>}
        {transaction?.promoCodeApplied && <Item label="Promo code">{transaction.promoCodeApplied}</Item>}
        <Item label="Paid">{formatMoney(order.amountPaid)}</Item>
        <Item label="Balance due">
          <Text span fw={700} size="sm">
            {formatMoney(order.balanceDue)}
          </Text>
        </Item>
        {order.datePaid && <Item label="Date paid">{formatDay(order.datePaid)}</Item>}
      </DataList>
      {order.paymentHistory.length > 0 && (
        <Table.ScrollContainer minWidth={480} scrollAreaProps={SCROLLABLE_REGION}>
          <Table fz="sm" striped aria-label="Payment history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Mode</Table.Th>
                <Table.Th scope="col">Reference</Table.Th>
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.paymentHistory.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDay(payment.dateRecordPayment)}</Table.Td>
                  <Table.Td>
                    {payment.paymentMode}
                    {payment.comment && (
                      <Text size="xs" c="gray.7">
                        {payment.comment}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{payment.referenceNumber ?? ''}</Table.Td>
                  <Table.Td ta="right">{formatMoney(payment.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function ShippingDetails({ order }: { order: OrderDetailData }) {
  const { shipping } = order;
  const courier = shipping.courier === 'Other' ? (shipping.courierName ?? 'Other') : shipping.courier;
  return (
    <DataList size="sm" labelWidth={90} gap={6}>
      <Item label="Method">{shipping.label}</Item>
      <Item label="Fee">
        {shipping.shippingFees !== null
          ? compareMoney(shipping.shippingFees, '0') === 0
            ? 'Free'
            : formatMoney(shipping.shippingFees)
          : shipping.method === 'quote'
            ? 'Awaiting Shipping Quote'
            : 'None'}
      </Item>
      {shipping.method === 'buyerArranged' && (
        <>
          <Item label="Courier company">{shipping.companyName ?? ''}</Item>
          <Item label="Account number">{shipping.accountNumber ?? ''}</Item>
        </>
      )}
      {courier && <Item label="Courier">{courier}</Item>}
      {shipping.trackingNumber && (
        <Item label="Tracking">
          {shipping.trackingUrl ? (
            <Anchor href={shipping.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {shipping.trackingNumber} <IconExternalLink size={14} aria-hidden="true" />
            </Anchor>
          ) : (
            shipping.trackingNumber
          )}
        </Item>
      )}
      {shipping.shipmentDate && <Item label="Shipped on">{formatDay(shipping.shipmentDate)}</Item>}
      {order.dateShipped && !shipping.shipmentDate && (
        <Item label="Shipped on">{formatDay(order.dateShipped)}</Item>
      )}
    </DataList>
  );
}

export interface OrderDetailProps {
  order: OrderDetailData;
  /** 'Pay now' by card, from the checkout feature, when the order can be paid by card. */
  payNow?: ReactNode;
  /** 'Reorder' for the signed-in buyer. */
  reorder?: ReactNode;
  /** Where the PDF invoice downloads from (a guest's carries the link's token). */
  invoiceHref?: string;
}

/**
 * One order (/orderdetails/{id}, page title OrderDetails): status and its history, what is still
 * to pay (with 'Pay now' by card or the seller's payment instructions), items, amounts, shipping
 * and tracking, addresses and payments.
 */
export function OrderDetail({ order, payNow, reorder, invoiceHref }: OrderDetailProps) {
  const instructions = order.paymentInstructions;
  const due = paymentDue(order);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Group gap="sm" align="center">
              <Title order={1}>Order #{order.orderNumber}</Title>
              <StatusBadge status={order.status} size="lg" />
            </Group>
            <Text c="gray.7">
              From {order.seller.name} · placed {formatDay(order.dateOrdered)}
              {order.purchaseOrderNumber ? ` · PO ${order.purchaseOrderNumber}` : ''}
            </Text>
          </div>
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="gray.7">
              Order total
            </Text>
            <Text fw={800} size="xl">
              {formatMoney(order.orderTotal)}
            </Text>
            {invoiceHref && (
              <Anchor href={invoiceHref} download size="sm" fw={600}>
                Download invoice (PDF)
              </Anchor>
            )}
          </Stack>
        </Group>
        {reorder}

        {due && (payNow || instructions) && (
          <Paper
            withBorder
            radius="md"
            p="lg"
            component="section"
            aria-labelledby="pay-title"
            bg="var(--mantine-color-brand-0)"
          >
            <Stack gap="sm">
              <Title order={2} size="h4" id="pay-title">
                {formatMoney(order.balanceDue)} to pay
              </Title>
              {instructions?.bankTransferInstructions && (
                <Alert color="blue" variant="light" title="Bank transfer instructions">
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {instructions.bankTransferInstructions}
                  </Text>
                </Alert>
              )}
              {instructions?.paymentLink && (
                <Anchor href={instructions.paymentLink} target="_blank" rel="noopener noreferrer" fw={600}>
                  Pay with PayPal <IconExternalLink size={14} aria-hidden="true" />
                </Anchor>
              )}
              {payNow && (instructions?.bankTransferInstructions || instructions?.paymentLink) && (
                <Text fw={600} mt="xs">
                  Or pay by card now
                </Text>
              )}
              {payNow}
            </Stack>
          </Paper>
        )}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Section title="Items">
                <Table.ScrollContainer minWidth={560} scrollAreaProps={SCROLLABLE_REGION}>
                  <Table verticalSpacing="sm" aria-label="Items of the order">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Item</Table.Th>
                        <Table.Th scope="col" ta="right">
                          Quantity
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          Unit price
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          Total
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {order.items.map((item) => (
                        <Table.Tr key={item.id}>
                          <Table.Td>
                            <Group gap="sm" wrap="nowrap">
                              <Image src={item.imageUrl} alt="" w={48} h={48} fit="contain" />
                              <div>
                                <Anchor component={Link} to={item.path} size="sm" fw={600}>
                                  {item.title}
                                </Anchor>
                                <Text size="xs" c="gray.7">
                                  {item.oemName} · {item.oemPartNumber} · {item.condition}
                                  {item.offerItemId ? ' · accepted offer price' : ''}
                                </Text>
                              </div>
                            </Group>
                          </Table.Td>
                          <Table.Td ta="right">{formatCount(item.purchaseQty)}</Table.Td>
                          <Table.Td ta="right">{formatMoney(item.purchasePrice, { precise: true })}</Table.Td>
                          <Table.Td ta="right">{formatMoney(item.lineTotal)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Section>

              <Section title="Payment">
                <PaymentDetails order={order} />
              </Section>

              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
                <Section title="Shipping">
                  <ShippingDetails order={order} />
                </Section>
                <Section title="Shipping address">
                  <AddressBlock address={order.shippingAddress} />
                </Section>
                <Section title="Billing address">
                  <AddressBlock address={order.billingAddress} />
                </Section>
              </SimpleGrid>

              {order.notesToSeller && (
                <Section title="Notes to seller">
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {order.notesToSeller}
                  </Text>
                </Section>
              )}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Section title="Amounts">
                <OrderAmountsTable
                  amounts={order.amounts}
                  label="Amounts of the order"
                  totalLabel="Order total"
                />
                {order.additionalFees.length > 0 && (
                  <Stack gap={2} mt="sm">
                    <Text size="sm" fw={600}>
                      Additional fees
                    </Text>
                    {order.additionalFees.map((fee) => (
                      <Group key={fee.id} justify="space-between" wrap="nowrap">
                        <Text size="sm">{fee.feesDetail}</Text>
                        <Text size="sm">{formatMoney(fee.amount)}</Text>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Section>
              <Section title="Status history">
                {order.history.length === 0 ? (
                  <Text size="sm">{order.status}</Text>
                ) : (
                  <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
                    {order.history.map((entry) => (
                      <Timeline.Item key={`${entry.status}-${entry.at}`} title={entry.status}>
                        <Text size="xs" c="gray.7">
                          {formatDateTime(entry.at)}
                          {entry.by ? ` · ${entry.by}` : ''}
                        </Text>
                        {entry.note && <Text size="sm">{entry.note}</Text>}
                      </Timeline.Item>
                    ))}
                  </Timeline>
                )}
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
