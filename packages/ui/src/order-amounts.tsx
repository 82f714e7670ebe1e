import { Table, Text } from '@mantine/core';
import type { OrderAmounts } from '@patchbay/contract';
import { compareMoney, formatMoney } from '@patchbay/domain';

export interface OrderAmountsTableProps {
  amounts: OrderAmounts;
  /** What the shipping row says while the seller's shipping quote is awaited. */
  awaitingShippingLabel?: string;
  /** Name of the table for assistive technology, e.g. 'Amounts of the order from Northwind'. */
  label: string;
  /** Grand total row text, e.g. 'Order total'. */
  totalLabel?: string;
}

/** '8.25' → '8.25%'; a zero rate shows no percentage. */
function rate(percent: string): string {
  return Number(percent) === 0 ? '' : ` (${percent.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')}%)`;
}

const isZero = (amount: string) => compareMoney(amount, '0') === 0;

/**
 * The amounts of one order as the server computed them (SPEC.md §9 order total): subtotal,
 * discount, tax, service fee, processing fee (or its waiver), shipping, additional fees, total.
 * Nothing is added up here: every figure is the server's.
 */
export function OrderAmountsTable({
  amounts,
  awaitingShippingLabel = 'Awaiting Shipping Quote',
  label,
  totalLabel = 'Total',
}: OrderAmountsTableProps) {
  const rows: { name: string; value: string; muted?: boolean }[] = [
    { name: 'Subtotal', value: formatMoney(amounts.subtotal) },
  ];
  if (!isZero(amounts.discount)) rows.push({ name: 'Discount', value: `-${formatMoney(amounts.discount)}` });
  rows.push({ name: `Tax${rate(amounts.taxPercent)}`, value: formatMoney(amounts.tax) });
  if (!isZero(amounts.serviceFee) || Number(amounts.serviceFeePercent) !== 0) {
    rows.push({
      name: `Service fee${rate(amounts.serviceFeePercent)}`,
      value: formatMoney(amounts.serviceFee),
    });
  }
  if (amounts.processingFeeWaived) {
    rows.push({ name: 'Processing fee', value: 'Waived', muted: true });
  } else if (!isZero(amounts.processingFee) || Number(amounts.processingFeePercent) !== 0) {
    rows.push({
      name: `Processing fee${rate(amounts.processingFeePercent)}`,
      value: formatMoney(amounts.processingFee),
    });
  }
  rows.push({
    name: 'Shipping',
    value:
      amounts.shipping === null
        ? awaitingShippingLabel
        : isZero(amounts.shipping)
          ? 'Free'
          : formatMoney(amounts.shipping),
    muted: amounts.shipping === null,
  });
  if (!isZero(amounts.additionalFees)) {
    rows.push({ name: 'Additional fees', value: formatMoney(amounts.additionalFees) });
  }

  return (
    <Table fz="sm" verticalSpacing={4} horizontalSpacing={0} aria-label={label} withRowBorders={false}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Th scope="row" fw={400}>
              {row.name}
            </Table.Th>
            <Table.Td ta="right" c={row.muted ? 'gray.7' : undefined}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Table.Th scope="row">
            <Text fw={700} size="sm">
              {totalLabel}
            </Text>
          </Table.Th>
          <Table.Td ta="right">
            <Text fw={700}>{formatMoney(amounts.total)}</Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
