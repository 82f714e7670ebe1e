import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './constants';
import {
  buyerCanPayByCard,
  encodeOrderId,
  type OrderState,
  orderIsOpen,
  orderTransitionAllowed,
  paymentDue,
  sellerOrderActions,
  statusAfterPayment,
} from './orders';

const order = (over: Partial<OrderState> = {}): OrderState => ({
  status: 'submitted',
  paymentMethod: 'ach',
  awaitingShippingQuote: false,
  balanceDue: '100.00',
  ...over,
});

describe('orderTransitionAllowed', () => {
  it.each<[OrderStatus, OrderStatus, Partial<OrderState>, boolean]>([
    ['submitted', 'paid', {}, true],
    ['submitted', 'partially paid', {}, true],
    ['submitted', 'cancelled', {}, true],
    ['submitted', 'shipped', {}, false],
    ['submitted', 'shipped', { paymentMethod: 'paylater' }, true],
    ['submitted', 'shipped', { paymentMethod: 'paylater', awaitingShippingQuote: true }, false],
    ['partially paid', 'paid', {}, true],
    ['partially paid', 'submitted', {}, false],
    ['partially paid', 'shipped', {}, false],
    ['paid', 'shipped', {}, true],
    ['paid', 'cancelled', {}, true],
    ['paid', 'submitted', {}, false],
    ['shipped', 'cancelled', {}, false],
    ['shipped', 'paid', {}, false],
    ['cancelled', 'submitted', {}, false],
    ['cancelled', 'paid', {}, false],
  ])('%s -> %s (%o): %s', (from, to, over, allowed) => {
    expect(orderTransitionAllowed(order({ status: from, ...over }), to)).toBe(allowed);
  });
});

describe('statusAfterPayment', () => {
  it.each([
    ['100.00', '0.00', 'submitted'],
    ['100.00', '0.01', 'partially paid'],
    ['100.00', '100.00', 'paid'],
    ['100.00', '150.00', 'paid'],
  ])('%s paid %s: %s', (total, paid, status) => {
    expect(statusAfterPayment(total, paid)).toBe(status);
  });
});

describe('sellerOrderActions', () => {
  it.each<[Partial<OrderState>, string[]]>([
    [{}, ['addFee', 'recordPayment', 'cancel']],
    [{ awaitingShippingQuote: true }, ['setShippingQuote', 'addFee', 'recordPayment', 'cancel']],
    [{ paymentMethod: 'paylater' }, ['addFee', 'recordPayment', 'ship', 'cancel']],
    [{ status: 'paid', balanceDue: '0.00' }, ['ship', 'cancel']],
    [{ status: 'shipped', paymentMethod: 'paylater' }, ['recordPayment']],
    [{ status: 'shipped', balanceDue: '0.00' }, []],
    [{ status: 'cancelled' }, []],
  ])('%o: %o', (over, actions) => {
    expect(sellerOrderActions(order(over))).toEqual(actions);
  });
});

describe('orderIsOpen', () => {
  it.each<[OrderStatus, boolean]>([
    ['submitted', true],
    ['partially paid', true],
    ['paid', false],
    ['shipped', false],
    ['cancelled', false],
  ])('%s: %s', (status, open) => {
    expect(orderIsOpen({ status })).toBe(open);
  });
});

describe('buyerCanPayByCard', () => {
  it('only with a balance, no pending quote, and an open order', () => {
    expect(buyerCanPayByCard(order())).toBe(true);
    expect(buyerCanPayByCard(order({ awaitingShippingQuote: true }))).toBe(false);
    expect(buyerCanPayByCard(order({ balanceDue: '0.00' }))).toBe(false);
    expect(buyerCanPayByCard(order({ status: 'cancelled' }))).toBe(false);
    expect(buyerCanPayByCard(order({ status: 'partially paid' }))).toBe(true);
  });
});

describe('encodeOrderId', () => {
  it('is the base64url of the id text, without padding', () => {
    const id = '0190a0b2-7c1e-7d33-8f00-123456789abc';
    const encoded = encodeOrderId(id);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(encoded, 'base64url').toString()).toBe(id);
  });
});

describe('paymentDue', () => {
  it.each([
    ['submitted', '10.00', true],
    ['partially paid', '0.01', true],
    ['shipped', '5.00', true],
    ['paid', '0.00', false],
    ['submitted', '0.00', false],
    ['cancelled', '10.00', false],
  ] as const)('a %s order with %s to pay: %s', (status, balanceDue, due) => {
    expect(paymentDue({ status, balanceDue })).toBe(due);
  });
});
