import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('pricing information in the admin portal', () => {
  it('the operator sets an organization plan and fees; its company admin sees them and who changed them', async () => {
    const plan = `Growth ${Date.now().toString(36)}`;
    const operator = await newPage(browser);
    await adminSignIn(operator.page, 'operator@patchbay.test');
    await operator.page.goto(urlFor('admin.localhost', '/pricinginformation'), { waitUntil: 'networkidle' });
    expect(await operator.page.title()).toMatch(/^PricingInfo/);
    await operator.page.getByRole('heading', { name: 'Organization Price Information' }).waitFor();
    await field(operator.page, 'Organization').selectOption({ label: 'Northwind Networks' });
    await operator.page.waitForURL(/organization=/);
    await operator.page.getByText(/^Northwind Networks: plan/).waitFor();
    await expectAccessible(operator.page, '/pricinginformation');

    // A percentage over 100 is refused with its message; nothing is recorded.
    await field(operator.page, 'On the marketplace: type').selectOption('percentage');
    await field(operator.page, 'On the marketplace').fill('120');
    await operator.page.getByRole('button', { name: 'Save pricing' }).click();
    await expect
      .poll(() => operator.page.getByText('A percentage fee is between 0 and 100').count())
      .toBeGreaterThan(0);

    await field(operator.page, 'Plan').fill(plan);
    await field(operator.page, 'Monthly fee').fill('149');
    await field(operator.page, 'On the marketplace').fill('4.5');
    await field(operator.page, 'Processing fee: ACH').fill('0.75');
    await operator.page.getByRole('button', { name: 'Save pricing' }).click();
    await expect
      .poll(() => toast(operator.page, 'Pricing saved: it applies to orders placed from now on').count())
      .toBeGreaterThan(0);
    const newest = operator.page.getByTestId('fee-history').locator('tbody tr').first();
    await expect.poll(() => newest.textContent()).toContain(plan);
    expect(await newest.textContent()).toContain('Priya Raman');
    expect(await newest.textContent()).toContain('$149.00');
    expect(await newest.textContent()).toContain('4.5 %');
    expect(operator.errors).toEqual([]);
    await operator.context.close();

    // Northwind's company admin sees the plan, may not change it, and sees who did.
    const admin = await newPage(browser);
    await adminSignIn(admin.page, 'admin@northwind.test');
    await admin.page.goto(urlFor('admin.localhost', '/pricinginformation'), { waitUntil: 'networkidle' });
    await expect.poll(() => field(admin.page, 'Plan').inputValue()).toBe(plan);
    expect(await field(admin.page, 'Plan').isDisabled()).toBe(true);
    expect(await field(admin.page, 'Processing fee: ACH').inputValue()).toBe('0.75');
    expect(await admin.page.getByTestId('fee-history').locator('tbody tr').first().textContent()).toContain(
      'Priya Raman',
    );
    expect(await admin.page.getByLabel('Organization').count()).toBe(0);
    await expectAccessible(admin.page, '/pricinginformation (company admin)');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
