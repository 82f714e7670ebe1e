import { type CheckoutQuote, checkoutBodySchema, checkoutQuoteBodySchema } from '@patchbay/contract';
import { messages } from '@patchbay/domain';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutFormValues,
  carrierChoice,
  emptySeller,
  initialCheckoutValues,
  optionChoice,
  quotePricesChoices,
  serverFieldErrors,
  shippingSelection,
  toCheckoutBody,
  toQuoteBody,
  validateCheckout,
} from './checkout-form';

const S1 = '0190a6b0-0000-7000-8000-000000000001';
const S2 = '0190a6b0-0000-7000-8000-000000000002';
const now = new Date('2026-05-01T00:00:00Z');

function filled(): CheckoutFormValues {
  const values = initialCheckoutValues(null);
  values.guest = { firstName: 'Ada', lastName: "O'Neil", email: 'ada@example.com', companyName: 'Acme' };
  values.shippingAddress = {
    ...values.shippingAddress,
    firstname: 'Ada',
    lastname: "O'Neil",
    company: 'Acme',
    email: 'ada@example.com',
    contactnumber: '+1 555-123-4567',
    streetAddress: ' 1 Main St ',
    city: 'Austin',
    country: 'US',
    state: 'TX',
    zipcode: '73301',
  };
  values.sellers = {
    [S1]: { ...emptySeller(), shipping: 'free' },
    [S2]: { ...emptySeller(), shipping: carrierChoice('ups-ground:abc'), notesToSeller: ' Dock 4 ' },
  };
  values.card = { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Ada O' };
  return values;
}

describe('shipping choice of a seller', () => {
  it('maps each option to the contract selection', () => {
    expect(shippingSelection({ ...emptySeller(), shipping: 'free' })).toEqual({ method: 'free' });
    expect(shippingSelection({ ...emptySeller(), shipping: 'quote' })).toEqual({ method: 'quote' });
    expect(shippingSelection({ ...emptySeller(), shipping: 'carrier:r1' })).toEqual({
      method: 'carrier',
      rateId: 'r1',
    });
    expect(
      shippingSelection({
        ...emptySeller(),
        shipping: 'buyerArranged',
        companyName: ' DHL ',
        accountNumber: '99',
      }),
    ).toEqual({ method: 'buyerArranged', companyName: 'DHL', accountNumber: '99' });
    expect(shippingSelection({ ...emptySeller(), shipping: '' })).toBeNull();
    expect(shippingSelection({ ...emptySeller(), shipping: 'carrier:' })).toBeNull();
    expect(shippingSelection(undefined)).toBeNull();
  });
});

describe('the quote request', () => {
  it('sends the destination so far, complete choices only, the promo code and the payment type', () => {
    const values = filled();
    values.shippingAddress.zipcode = '';
    values.sellers[S2] = { ...emptySeller(), shipping: 'buyerArranged', companyName: 'DHL' };
    values.paymentType = 'ach';
    const body = toQuoteBody(values, [S1, S2], ' SAVE10 ');
    expect(body).toEqual({
      destination: { country: 'US', state: 'TX', city: 'Austin' },
      sellers: [{ sellerId: S1, shipping: { method: 'free' } }, { sellerId: S2 }],
      paymentType: 'ach',
      promoCode: 'SAVE10',
    });
    expect(checkoutQuoteBodySchema.safeParse(body).success).toBe(true);
  });

  it('prices Buyer Arranged* once its company and account are typed', () => {
    const values = filled();
    values.sellers[S2] = {
      ...emptySeller(),
      shipping: 'buyerArranged',
      companyName: 'DHL',
      accountNumber: 'A-1',
    };
    expect(toQuoteBody(values, [S2], '').sellers).toEqual([
      { sellerId: S2, shipping: { method: 'buyerArranged', companyName: 'DHL', accountNumber: 'A-1' } },
    ]);
  });
});

describe('the checkout body', () => {
  it('is what the contract accepts, with the card token and never the card number', () => {
    const body = toCheckoutBody(filled(), {
      signedIn: false,
      sellerIds: [S1, S2],
      promoCode: '',
      cardToken: 'tok_9',
    });
    expect(checkoutBodySchema.safeParse(body).success).toBe(true);
    expect(body.payment).toEqual({ paymentType: 'card', token: 'tok_9' });
    expect(JSON.stringify(body)).not.toContain('4111');
    expect(body.shippingAddress).toMatchObject({
      streetAddress: '1 Main St',
      country: 'US',
      countryLongName: 'United States',
      state: 'TX',
      stateLongName: 'Texas',
    });
    expect(body.shippingAddress).not.toHaveProperty('address2');
    expect(body.billingSameAsShipping).toBe(true);
    expect(body).not.toHaveProperty('billingAddress');
    expect(body.guest).toEqual({
      firstName: 'Ada',
      lastName: "O'Neil",
      email: 'ada@example.com',
      companyName: 'Acme',
    });
    expect(body.sellers).toEqual([
      { sellerId: S1, shipping: { method: 'free' } },
      { sellerId: S2, shipping: { method: 'carrier', rateId: 'ups-ground:abc' }, notesToSeller: 'Dock 4' },
    ]);
    expect(body).not.toHaveProperty('promoCode');
    expect(body).not.toHaveProperty('purchaseOrderNumber');
  });

  it('sends a billing address, PO number and promo code when given; no guest details when signed in', () => {
    const values = filled();
    values.billingSameAsShipping = false;
    values.billingAddress = {
      ...values.shippingAddress,
      country: 'CA',
      state: 'ON',
      zipcode: 'K1A 0B1',
      city: 'Ottawa',
    };
    values.purchaseOrderNumber = ' PO-77 ';
    const body = toCheckoutBody(values, {
      signedIn: true,
      sellerIds: [S1],
      promoCode: 'SAVE10',
      cardToken: 't',
    });
    expect(checkoutBodySchema.safeParse(body).success).toBe(true);
    expect(body.billingAddress).toMatchObject({
      country: 'CA',
      countryLongName: 'Canada',
      stateLongName: 'Ontario',
    });
    expect(body.purchaseOrderNumber).toBe('PO-77');
    expect(body.promoCode).toBe('SAVE10');
    expect(body).not.toHaveProperty('guest');
  });

  it('carries ACH details, and nothing for PayLater and PayPal', () => {
    const values = filled();
    values.paymentType = 'ach';
    values.ach = {
      routingNumber: ' 011000015 ',
      accountNumber: '12345678',
      name: 'Acme',
      achPayType: 'savings',
    };
    expect(toCheckoutBody(values, { signedIn: true, sellerIds: [S1], promoCode: '' }).payment).toEqual({
      paymentType: 'ach',
      routingNumber: '011000015',
      accountNumber: '12345678',
      name: 'Acme',
      achPayType: 'savings',
    });
    values.paymentType = 'paylater';
    expect(toCheckoutBody(values, { signedIn: true, sellerIds: [S1], promoCode: '' }).payment).toEqual({
      paymentType: 'paylater',
    });
    values.paymentType = 'paypal';
    expect(toCheckoutBody(values, { signedIn: true, sellerIds: [S1], promoCode: '' }).payment).toEqual({
      paymentType: 'paypal',
    });
  });
});

describe('checkout validation (SPEC.md §5 messages)', () => {
  const options = { signedIn: false, sellerIds: [S1, S2], now };

  it('passes a complete form', () => {
    expect(validateCheckout(filled(), options)).toEqual({});
  });

  it('names every missing field with its message', () => {
    const errors = validateCheckout(initialCheckoutValues(null), options);
    expect(errors).toMatchObject({
      'guest.firstName': messages.required.firstName,
      'guest.email': messages.required.email,
      'guest.companyName': messages.required.companyName,
      'shippingAddress.streetAddress': messages.required.streetAddress,
      'shippingAddress.city': messages.required.city,
      'shippingAddress.state': messages.required.state,
      'shippingAddress.zipcode': messages.required.zipcode,
      'shippingAddress.contactnumber': messages.required.contactNumber,
      [`sellers.${S1}.shipping`]: messages.shippingSelectionRequired,
      [`sellers.${S2}.shipping`]: messages.shippingSelectionRequired,
      'card.cardNumber': messages.required.cardNumber,
      'card.expiry': messages.required.expiry,
      'card.cvv': messages.required.cvv,
      'card.name': messages.required.name,
    });
    expect(errors).not.toHaveProperty('billingAddress.city');
  });

  it('asks a signed-in buyer for no contact details', () => {
    expect(
      Object.keys(validateCheckout(initialCheckoutValues(null), { ...options, signedIn: true })),
    ).not.toContain('guest.firstName');
  });

  it('checks zip codes, provinces and postal codes by country', () => {
    const values = filled();
    values.shippingAddress.zipcode = '7330';
    expect(validateCheckout(values, options)['shippingAddress.zipcode']).toBe(messages.invalid.zipcode);
    values.billingSameAsShipping = false;
    values.billingAddress = { ...values.shippingAddress, country: 'CA', state: '', zipcode: '12345' };
    const errors = validateCheckout(values, options);
    expect(errors['billingAddress.state']).toBe(messages.required.province);
    expect(errors['billingAddress.zipcode']).toBe(messages.invalid.postalCode);
  });

  it('requires the courier company and account number of Buyer Arranged*', () => {
    const values = filled();
    values.sellers[S1] = { ...emptySeller(), shipping: 'buyerArranged' };
    const errors = validateCheckout(values, options);
    expect(errors[`sellers.${S1}.companyName`]).toBe(messages.required.companyName);
    expect(errors[`sellers.${S1}.accountNumber`]).toBe(messages.required.accountNumber);
  });

  it('checks the card: brand and Luhn, expiry in the future, CVV length', () => {
    const values = filled();
    values.card = { cardNumber: '4111 1111 1111 1112', expiry: '01/26', cvv: '1234', name: 'A' };
    const errors = validateCheckout(values, options);
    expect(errors['card.cardNumber']).toBe(messages.invalid.cardNumber);
    expect(errors['card.expiry']).toBe(messages.invalid.expiry);
    values.card = { cardNumber: '4111111111111111', expiry: '12/30', cvv: '1234', name: 'A' };
    expect(validateCheckout(values, options)['card.cvv']).toBe(messages.invalid.cvv);
  });

  it("leaves number, expiry and CVC to Stripe's element when Stripe takes the card", () => {
    const values = filled();
    values.card = { cardNumber: '', expiry: '', cvv: '', name: '' };
    expect(validateCheckout(values, { ...options, cardEntry: 'stripe' })).toEqual({
      'card.name': messages.required.name,
    });
  });

  it('checks ACH: ABA routing checksum and account number', () => {
    const values = filled();
    values.paymentType = 'ach';
    values.ach = { routingNumber: '011000016', accountNumber: '12', name: '', achPayType: 'checking' };
    const errors = validateCheckout(values, options);
    expect(errors['ach.routingNumber']).toBe(messages.invalid.routingNumber);
    expect(errors['ach.accountNumber']).toBe(messages.invalid.accountNumber);
    expect(errors['ach.name']).toBe(messages.required.name);
    expect(errors).not.toHaveProperty('card.cardNumber');
  });

  it('asks no payment details for PayLater and PayPal', () => {
    const values = filled();
    values.card = { cardNumber: '', expiry: '', cvv: '', name: '' };
    values.paymentType = 'paylater';
    expect(validateCheckout(values, options)).toEqual({});
  });
});

describe("the server's field messages on the form", () => {
  it('places body paths on form fields, by seller', () => {
    const placed = serverFieldErrors(
      {
        'shippingAddress.zipcode': 'Please enter valid zipcode',
        'guest.email': 'Please enter valid email',
        'sellers.1.shipping.companyName': 'Please enter company name',
        'sellers.0.shipping': 'Please select shipping for all products',
        'sellers.0.notesToSeller': 'Please enter a shorter value',
        'payment.routingNumber': 'Please enter valid routing number',
        promoCode: 'This promo code is not valid',
        'sellers.7.shipping': 'stray',
        sellers: 'Please select shipping for all products',
      },
      [S1, S2],
      'ach',
    );
    expect(placed.fields).toEqual({
      'shippingAddress.zipcode': 'Please enter valid zipcode',
      'guest.email': 'Please enter valid email',
      [`sellers.${S2}.companyName`]: 'Please enter company name',
      [`sellers.${S1}.shipping`]: 'Please select shipping for all products',
      [`sellers.${S1}.notesToSeller`]: 'Please enter a shorter value',
      'ach.routingNumber': 'Please enter valid routing number',
    });
    expect(placed.promoCode).toBe('This promo code is not valid');
    expect(placed.other).toEqual(['stray', 'Please select shipping for all products']);
  });

  it('puts a refused card token on the card number', () => {
    expect(
      serverFieldErrors({ 'payment.token': 'Please enter your card details again' }, [S1], 'card').fields,
    ).toEqual({
      'card.cardNumber': 'Please enter your card details again',
    });
  });
});

describe('carrier choices across quotes', () => {
  const option = (serviceKey: string, rateId: string) => ({
    method: 'carrier' as const,
    label: `${serviceKey} (3 days)`,
    amount: '20.00',
    rateId,
    serviceKey,
    estimatedDays: 3,
    available: true,
    reason: null,
  });
  const ground = (rateId: string) => option('Patchbay Freight: Ground', rateId);

  it('names a carrier option by carrier and service, and sends the rate of the quote it goes with', () => {
    const choice = optionChoice(ground('rt_old'));
    expect(choice).toBe('carrier:Patchbay Freight: Ground');
    // The same choice on a new quote (another destination) is sent with that quote's rate.
    const seller = { ...emptySeller(), shipping: choice };
    expect(shippingSelection(seller, [ground('rt_new')])).toEqual({ method: 'carrier', rateId: 'rt_new' });
    // A quote without that service has no rate for it: no selection yet.
    expect(shippingSelection(seller, [option('Patchbay Freight: Express', 'rt_x')])).toBeNull();
  });

  it('Place order waits until the quote prices the chosen rate of that very quote', () => {
    const values = initialCheckoutValues(null);
    values.sellers[S1] = { ...emptySeller(), shipping: optionChoice(ground('rt_a')) };
    const quote = (priced: string | null, offered: string) =>
      ({
        sellers: [
          {
            seller: { id: S1, name: 'Northwind' },
            shippingOptions: [ground(offered)],
            shipping: priced ? { method: 'carrier', rateId: priced } : null,
          },
        ],
      }) as unknown as CheckoutQuote;
    expect(quotePricesChoices(values, [S1], undefined)).toBe(false);
    // Priced with the previous quote's rate, while this quote offers another: not yet.
    expect(quotePricesChoices(values, [S1], quote('rt_a', 'rt_b'))).toBe(false);
    expect(quotePricesChoices(values, [S1], quote(null, 'rt_b'))).toBe(false);
    expect(quotePricesChoices(values, [S1], quote('rt_b', 'rt_b'))).toBe(true);
  });
});
