import { schemaResolver } from '@mantine/form';
import {
  additionalFeeBodySchema,
  cancelOrderBodySchema,
  recordPaymentBodySchema,
  shipOrderBodySchema,
  shippingQuoteBodySchema,
} from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import {
  orderEventDateError,
  paymentPreview,
  type RecordPaymentValues,
  type ShipmentValues,
  toAdditionalFeeBody,
  toCancelBody,
  toRecordPaymentBody,
  toShipmentBody,
  toShippingQuoteBody,
} from './order-action-forms';

/** What the form shows under each field: the first message per field, as Mantine's resolver gives it. */
const messages = (schema: Parameters<typeof schemaResolver>[0], body: unknown) =>
  schemaResolver(schema, { sync: true })(body);

const payment: RecordPaymentValues = {
  amount: '$1,250.5',
  paymentMode: 'Wire transfer',
  referenceNumber: '  ',
  comment: '',
  dateRecordPayment: '2025-03-14',
};

describe('record payment form', () => {
  it('sends the amount as a plain decimal string and leaves blank optional fields out', () => {
    const body = toRecordPaymentBody(payment);
    expect(body).toEqual({
      amount: '1250.50',
      paymentMode: 'Wire transfer',
      dateRecordPayment: '2025-03-14',
    });
    expect(messages(recordPaymentBodySchema, body)).toEqual({});
  });

  it('keeps reference and comment when given', () => {
    expect(
      toRecordPaymentBody({ ...payment, referenceNumber: 'WT-881', comment: 'Second half' }),
    ).toMatchObject({
      referenceNumber: 'WT-881',
      comment: 'Second half',
    });
  });

  it("shows the contract's messages for a missing or bad amount and a missing mode", () => {
    expect(
      messages(recordPaymentBodySchema, toRecordPaymentBody({ ...payment, amount: '', paymentMode: ' ' })),
    ).toEqual({
      amount: 'Please enter amount',
      paymentMode: 'Please enter payment mode',
    });
    for (const amount of ['0', '-5', '12.345', 'ten']) {
      expect(messages(recordPaymentBodySchema, toRecordPaymentBody({ ...payment, amount })).amount).toBe(
        'Please enter valid amount',
      );
    }
  });

  it('says what a payment leaves of the balance, with exact decimals', () => {
    expect(paymentPreview('1000.00', '400')).toEqual({ kind: 'partial', remaining: '600.00' });
    expect(paymentPreview('0.30', '0.1')).toEqual({ kind: 'partial', remaining: '0.20' });
    expect(paymentPreview('1000.00', '$1,000.00')).toEqual({ kind: 'settles' });
    expect(paymentPreview('1000.00', '1000.01')).toEqual({ kind: 'exceeds', over: '0.01' });
    expect(paymentPreview('1000.00', '')).toEqual({ kind: 'none' });
    expect(paymentPreview('1000.00', '0')).toEqual({ kind: 'none' });
    expect(paymentPreview('1000.00', 'abc')).toEqual({ kind: 'none' });
  });
});

const shipment: ShipmentValues = {
  courierCompany: 'UPS',
  courierName: 'left over from Other',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: ' https://www.ups.com/track?tracknum=1Z999AA10123456784 ',
  shipmentDate: '2025-03-14',
};

describe('ship order form', () => {
  it('sends the courier name only with Other', () => {
    expect(toShipmentBody(shipment)).toEqual({
      courierCompany: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      shipmentDate: '2025-03-14',
    });
    expect(messages(shipOrderBodySchema, toShipmentBody(shipment))).toEqual({});
    expect(toShipmentBody({ ...shipment, courierCompany: 'Other', courierName: 'DHL' }).courierName).toBe(
      'DHL',
    );
  });

  it('shows the SPEC.md §5 shipment messages of the domain schema', () => {
    const empty: ShipmentValues = {
      courierCompany: '',
      courierName: '',
      trackingNumber: '',
      trackingUrl: '',
      shipmentDate: '',
    };
    expect(messages(shipOrderBodySchema, toShipmentBody(empty))).toEqual({
      courierCompany: 'Please enter courier company',
      trackingNumber: 'Please enter tracking number',
      trackingUrl: 'Please enter tracking URL',
      shipmentDate: 'Please enter date',
    });
    expect(
      messages(
        shipOrderBodySchema,
        toShipmentBody({ ...shipment, courierCompany: 'Other', courierName: ' ' }),
      ),
    ).toEqual({
      courierName: 'Please enter courier name',
    });
    expect(
      messages(shipOrderBodySchema, toShipmentBody({ ...shipment, trackingUrl: 'ups.com/track' })),
    ).toEqual({
      trackingUrl: 'Please enter valid URL',
    });
  });
});

describe('shipping quote, fee and cancel forms', () => {
  it('accepts a zero shipping quote (ships free) but no negative one', () => {
    expect(toShippingQuoteBody({ amount: '0' })).toEqual({ amount: '0.00' });
    expect(messages(shippingQuoteBodySchema, toShippingQuoteBody({ amount: '0' }))).toEqual({});
    expect(messages(shippingQuoteBodySchema, toShippingQuoteBody({ amount: '-1' }))).toEqual({
      amount: 'Please enter valid amount',
    });
  });

  it('needs what a fee is for and an amount above zero', () => {
    expect(toAdditionalFeeBody({ feesDetail: 'Crating', amount: '45' })).toEqual({
      feesDetail: 'Crating',
      amount: '45.00',
    });
    expect(messages(additionalFeeBodySchema, toAdditionalFeeBody({ feesDetail: '', amount: '0' }))).toEqual({
      feesDetail: 'Please enter fee details',
      amount: 'Please enter valid amount',
    });
  });

  it('leaves a blank cancel reason out', () => {
    expect(toCancelBody({ reason: '  ' })).toEqual({});
    expect(toCancelBody({ reason: 'Buyer asked' })).toEqual({ reason: 'Buyer asked' });
    expect(messages(cancelOrderBodySchema, toCancelBody({ reason: '' }))).toEqual({});
  });
});

describe('orderEventDateError (shipment and payment days)', () => {
  const ordered = '2026-03-02T15:00:00.000Z';
  const now = new Date('2026-03-04T15:00:00Z');
  it.each([
    ['2026-03-04', null],
    ['2026-03-02', null],
    ['2026-03-06', 'The date cannot be in the future'],
    ['2026-03-01', 'The date cannot be before the order date'],
    ['03/04/2026', null],
    ['', null],
  ])('%j → %j', (day, message) => {
    expect(orderEventDateError(day, ordered, now)).toBe(message);
  });
});
