import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { field, region } from './screen';

/** The storefront checkout (/mycart = /checkout), as a buyer fills it. */

/** The cart count the header's cart button announces. */
export async function cartCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('cart-button').getAttribute('aria-label')) ?? '';
  return Number(label.match(/Cart, (\d+)/)?.[1] ?? Number.NaN);
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

/** A guest's 'Your details'. Leaving the last field fills the shipping address's empty names. */
export async function fillGuestDetails(page: Page, person: Person) {
  const details = region(page, 'Your details');
  await field(details, 'First name').fill(person.firstName);
  await field(details, 'Last name').fill(person.lastName);
  await field(details, 'Email').fill(person.email);
  await field(details, 'Company').fill(person.company);
  await field(details, 'Company').blur();
}

async function pickState(scope: Locator, page: Page, name: string) {
  await field(scope, 'State').click();
  await field(scope, 'State').fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** A Texas shipping address; with `person`, its names, company and email too. */
export async function fillShippingAddress(page: Page, person?: Person) {
  const ship = region(page, 'Shipping address');
  if (person) {
    await field(ship, 'First name').fill(person.firstName);
    await field(ship, 'Last name').fill(person.lastName);
    await field(ship, 'Company').fill(person.company);
    await field(ship, 'Email').fill(person.email);
  }
  await field(ship, 'Contact number').fill('+1 512 555 0100');
  await field(ship, 'Street address').fill('500 Congress Ave');
  await field(ship, 'City').fill('Austin');
  await pickState(ship, page, 'Texas');
  await field(ship, 'Zip code').fill('78701');
}

/** Every order without a shipping choice takes its Ground carrier rate. */
export async function chooseShipping(page: Page) {
  for (const order of await region(page, /^From /).all()) {
    await expect.poll(() => order.getByRole('radio').count()).toBeGreaterThan(0);
    if ((await order.getByRole('radio', { checked: true }).count()) === 0) {
      await order.getByRole('radio', { name: /^Ground/ }).check();
    }
  }
}

/** Card payment: the number (the sandbox gateway's 4111… is approved, 4000 0000 0000 0002 declined). */
export async function fillCard(page: Page, { number, name }: { number: string; name: string }) {
  const payment = region(page, 'Payment');
  await field(payment, 'Card number').fill(number);
  await field(payment, 'Expiry \\(MM/YY\\)').fill('12/30');
  await field(payment, 'CVV').fill('123');
  await field(payment, 'Name on card').fill(name);
}
