import { uuidv7 } from '../../lib/ids';
import type { customPages, faqs, paymentProcessingFees, promoCodes } from '../schema/index';
import type { Tenants } from './tenants';

const DAY = 24 * 60 * 60 * 1000;

const shippingFaqHtml = (company: string, cutoff: string) => `<h2>Shipping</h2>
<p>${company} ships from stock ${cutoff}. Every order is shipped with tracking, and you receive the tracking number by email.</p>
<h3>Carriers</h3>
<ul><li>FedEx and UPS ground, 2-day and overnight</li><li>LTL freight for chassis over 70 lb</li><li>Your own carrier account ("Buyer Arranged")</li></ul>
<h3>Shipping quotes</h3>
<p>Large or international orders can ask for a shipping quote at checkout; we reply within one business day.</p>`;

export function buildContent(tenants: Tenants, now: Date) {
  // long-function: demo data, written out in the order of the story it tells.
  const { storefronts: sf, organizations: orgs } = tenants;
  const page = (
    storefrontId: string,
    slug: string,
    title: string,
    html: string,
    sortOrder: number,
    published = true,
  ): typeof customPages.$inferInsert => ({
    id: uuidv7(),
    storefrontId,
    slug,
    title,
    html,
    published,
    sortOrder,
  });

  const customPageRows = [
    page(
      sf.marketplace.id,
      'about',
      'About Patchbay',
      '<h2>About Patchbay</h2><p>Patchbay is a marketplace for new, refurbished and used telecom equipment. Every seller is verified, every listing shows its condition, and you can buy outright, make an offer or request a quote.</p>',
      0,
    ),
    page(
      sf.marketplace.id,
      'shipping-faq',
      'Shipping FAQ',
      shippingFaqHtml('Each seller', 'within the handling time shown on the listing'),
      1,
    ),
    page(
      sf.northwind.id,
      'about-us',
      'About Northwind Networks',
      '<h2>About Northwind Networks</h2><p>Since 2009 Northwind has supplied ISPs, universities and hospitals in the Pacific Northwest with certified Cisco, Juniper and Arista hardware. We are an authorized reseller and offer Net 30 terms to approved accounts.</p>',
      0,
    ),
    page(
      sf.northwind.id,
      'shipping-faq',
      'Shipping FAQ',
      shippingFaqHtml('Northwind', 'in 1-2 business days'),
      1,
    ),
    page(
      sf.cobalt.id,
      'about',
      'About Cobalt Select',
      '<h2>About Cobalt Select</h2><p>Cobalt Select tests every optic, rectifier and radio in our Dallas lab before it ships. Optics carry a lifetime warranty.</p>',
      0,
    ),
    page(
      sf.cobalt.id,
      'returns',
      'Returns and RMA',
      '<h2>Returns</h2><p>Request an RMA number within 14 days of delivery. Items must be returned in their original packaging.</p>',
      1,
    ),
    page(
      sf.cobalt.id,
      'holiday-hours',
      'Holiday hours',
      '<p>Draft: holiday shipping schedule.</p>',
      2,
      false,
    ),
  ];

  const questions: [string, string][] = [
    [
      'What do the condition grades mean?',
      'New is factory sealed; Like New and Open Box were opened but not deployed; Refurbished units are tested and reset; Used and Field Pull units come from working networks and may show wear.',
    ],
    [
      'Can I make an offer?',
      'Yes. Use Make Offer on a listing. The seller can accept, reject or counter, and an offer stays valid for the hours shown at checkout.',
    ],
    [
      'Which payment methods are accepted?',
      'Credit card, ACH bank transfer, PayLater for approved accounts and PayPal. Bank details for ACH are on your order confirmation.',
    ],
    [
      'Do you offer volume pricing?',
      'Many items show tiered prices for larger quantities. For anything else, use Request a Quote on the product page.',
    ],
    [
      'Is there a warranty?',
      'Every seller states its warranty on the listing. Contact the seller through your order page to start a claim.',
    ],
  ];
  const faqRows: (typeof faqs.$inferInsert)[] = [sf.marketplace, sf.northwind, sf.cobalt].flatMap((store) =>
    questions.map(([question, answer], sortOrder) => ({
      id: uuidv7(),
      storefrontId: store.id,
      question,
      answer,
      sortOrder,
    })),
  );

  const promoCodeRows: (typeof promoCodes.$inferInsert)[] = [
    {
      id: uuidv7(),
      organizationId: orgs.northwind.id,
      storefrontId: sf.northwind.id,
      code: 'WELCOME10',
      description: '10% off your first Northwind order over $500',
      type: 'percentage',
      value: '10.0000',
      minOrderValue: '500.00',
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() + 180 * DAY),
      maxUses: 500,
      usedCount: 12,
    },
    {
      id: uuidv7(),
      organizationId: orgs.cobalt.id,
      code: 'FREIGHT50',
      description: '$50 off freight on orders over $1,000',
      type: 'flat',
      value: '50.0000',
      minOrderValue: '1000.00',
      startsAt: new Date(now.getTime() - 10 * DAY),
      endsAt: new Date(now.getTime() + 60 * DAY),
      usedCount: 3,
    },
    {
      id: uuidv7(),
      organizationId: orgs.northwind.id,
      code: 'SPRING5',
      description: 'Expired spring promotion',
      type: 'percentage',
      value: '5.0000',
      startsAt: new Date(now.getTime() - 200 * DAY),
      endsAt: new Date(now.getTime() - 120 * DAY),
      active: false,
      usedCount: 41,
    },
  ];

  const paymentProcessingFeeRows: (typeof paymentProcessingFees.$inferInsert)[] = [
    { id: uuidv7(), vendor: 'card', processingFee: '3.0000' },
    { id: uuidv7(), vendor: 'paypal', processingFee: '3.4900' },
    { id: uuidv7(), vendor: 'ach', processingFee: '0.8000' },
    { id: uuidv7(), vendor: 'paylater', processingFee: '0.0000' },
  ];

  return { customPageRows, faqRows, promoCodeRows, paymentProcessingFeeRows };
}
