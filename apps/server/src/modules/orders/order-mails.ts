import type { OrderAmounts } from '@patchbay/contract';
import { encodeOrderId, formatDate, formatMoney } from '@patchbay/domain';
import type { Address } from '../../db/schema/index';
import type { MailLinkToken, MailMessage } from '../../integrations/mail/mail';

/** Everything an order mail shows: the storefront's branding, the order, its items and amounts. */
export interface OrderMailModel {
  storefront: { title: string; logoUrl: string | null; themeColor: string; origin: string };
  order: {
    id: string;
    orderNumber: number;
    status: string;
    dateOrdered: Date;
    paymentMethod: string | null;
    purchaseOrderNumber: string | null;
    notesToSeller: string | null;
    shippingLabel: string;
    shippingAddress: Address;
    billingAddress: Address;
  };
  seller: { name: string };
  buyer: { name: string; email: string; company: string | null };
  items: { title: string; partNumber: string; quantity: number; unitPrice: string; lineTotal: string }[];
  amounts: OrderAmounts;
  amountPaid: string;
  balanceDue: string;
  paymentInstructions: { bankTransferInstructions: string | null; paymentLink: string | null } | null;
  /** Absolute link to the order: the buyer's (with the guest token) or the admin portal's. */
  detailUrl: string;
  /** The storefront's FAQ (SPEC.md §7 sendordersummary's FAQ value): in the buyer's order summary. */
  faq?: { question: string; answer: string }[] | undefined;
  /** A guest buyer's link token, made when the mail is written (detailUrl holds its slot). */
  linkToken?: MailLinkToken | undefined;
}

const PAYMENT_LABELS: Record<string, string> = {
  card: 'Credit card',
  ach: 'ACH bank transfer',
  paylater: 'PayLater',
  paypal: 'PayPal',
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A theme colour safe to put in a style attribute; anything else falls back to a neutral blue. */
function safeColor(color: string): string {
  return /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#1c7ed6';
}

function addressLines(a: Address): string[] {
  return [
    `${a.firstname} ${a.lastname}`,
    ...(a.company ? [a.company] : []),
    a.streetAddress,
    ...(a.address2 ? [a.address2] : []),
    `${a.city}, ${a.state} ${a.zipcode}`,
    a.countryLongName ?? a.country,
    a.contactnumber,
  ];
}

function amountRows(m: OrderMailModel): [string, string][] {
  const a = m.amounts;
  return [
    ['Subtotal', formatMoney(a.subtotal)],
    ...(a.discount !== '0.00' ? [['Discount', `-${formatMoney(a.discount)}`] as [string, string]] : []),
    [`Tax (${a.taxPercent.replace(/\.?0+$/, '')}%)`, formatMoney(a.tax)],
    ...(a.serviceFee !== '0.00' ? [['Service fee', formatMoney(a.serviceFee)] as [string, string]] : []),
    ...(a.processingFee !== '0.00'
      ? [['Processing fee', formatMoney(a.processingFee)] as [string, string]]
      : []),
    ['Shipping', a.shipping === null ? m.order.shippingLabel : formatMoney(a.shipping)],
    ...(a.additionalFees !== '0.00'
      ? [['Additional fees', formatMoney(a.additionalFees)] as [string, string]]
      : []),
    ['Order total', formatMoney(a.total)],
    ['Paid', formatMoney(m.amountPaid)],
    ['Balance due', formatMoney(m.balanceDue)],
  ];
}

function instructionLines(m: OrderMailModel): string[] {
  const p = m.paymentInstructions;
  if (!p) return [];
  const lines: string[] = [];
  if (p.bankTransferInstructions) lines.push('Bank transfer instructions:', p.bankTransferInstructions);
  if (p.paymentLink) lines.push(`Pay with PayPal: ${p.paymentLink}`);
  return lines;
}

function faqLines(m: OrderMailModel): string[] {
  if (!m.faq?.length) return [];
  return [
    '',
    'Frequently asked questions:',
    ...m.faq.flatMap((f) => ['', `Q: ${f.question}`, `A: ${f.answer}`]),
  ];
}

function faqHtml(m: OrderMailModel): string {
  if (!m.faq?.length) return '';
  const e = escapeHtml;
  const entries = m.faq
    .map(
      (f) =>
        `<p><strong>${e(f.question)}</strong><br><span style="white-space:pre-line">${e(f.answer)}</span></p>`,
    )
    .join('');
  return `<h3>Frequently asked questions</h3>${entries}`;
}

function textBody(m: OrderMailModel, intro: string[]): string {
  return [
    ...intro,
    '',
    `Order #${m.order.orderNumber} (reference ${encodeOrderId(m.order.id)}) from ${m.seller.name}`,
    `Date: ${formatDate(m.order.dateOrdered, 'MM/DD/YYYY')}`,
    `Status: ${m.order.status}`,
    `Payment: ${m.order.paymentMethod ? (PAYMENT_LABELS[m.order.paymentMethod] ?? m.order.paymentMethod) : 'not chosen'}`,
    ...(m.order.purchaseOrderNumber ? [`Purchase order: ${m.order.purchaseOrderNumber}`] : []),
    `Shipping: ${m.order.shippingLabel}`,
    '',
    'Items:',
    ...m.items.map(
      (i) =>
        `- ${i.title} (${i.partNumber}) x ${i.quantity} at ${formatMoney(i.unitPrice, { precise: true })} = ${formatMoney(i.lineTotal)}`,
    ),
    '',
    ...amountRows(m).map(([label, value]) => `${label}: ${value}`),
    ...(instructionLines(m).length > 0 ? ['', ...instructionLines(m)] : []),
    '',
    'Ship to:',
    ...addressLines(m.order.shippingAddress),
    '',
    'Bill to:',
    ...addressLines(m.order.billingAddress),
    ...(m.order.notesToSeller ? ['', 'Notes to seller:', m.order.notesToSeller] : []),
    '',
    `View the order: ${m.detailUrl}`,
    ...faqLines(m),
    '',
    m.storefront.title,
  ].join('\n');
}

function htmlBody(m: OrderMailModel, intro: string[]): string {
  const color = safeColor(m.storefront.themeColor);
  const e = escapeHtml;
  const logo = m.storefront.logoUrl
    ? `<img src="${e(m.storefront.logoUrl)}" alt="${e(m.storefront.title)}" style="max-height:48px">`
    : `<strong style="font-size:20px">${e(m.storefront.title)}</strong>`;
  const items = m.items
    .map(
      (i) =>
        `<tr><td>${e(i.title)}<br><small>${e(i.partNumber)}</small></td><td align="right">${i.quantity}</td>` +
        `<td align="right">${e(formatMoney(i.unitPrice, { precise: true }))}</td><td align="right">${e(formatMoney(i.lineTotal))}</td></tr>`,
    )
    .join('');
  const amounts = amountRows(m)
    .map(([label, value]) => `<tr><td>${e(label)}</td><td align="right">${e(value)}</td></tr>`)
    .join('');
  const p = m.paymentInstructions;
  const instructions = [
    p?.bankTransferInstructions
      ? `<h3>Bank transfer instructions</h3><p style="white-space:pre-line">${e(p.bankTransferInstructions)}</p>`
      : '',
    p?.paymentLink
      ? `<p><a href="${e(p.paymentLink)}" style="background:${color};color:#fff;padding:8px 16px;text-decoration:none;border-radius:4px">Pay with PayPal</a></p>`
      : '',
  ].join('');
  const address = (a: Address) => addressLines(a).map(e).join('<br>');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:640px;margin:0 auto">
<div style="border-top:6px solid ${color};padding:16px 0">${logo}</div>
${intro.map((line) => `<p>${e(line)}</p>`).join('')}
<h2 style="color:${color}">Order #${m.order.orderNumber} from ${e(m.seller.name)}</h2>
<p>Reference ${e(encodeOrderId(m.order.id))} &middot; ${e(formatDate(m.order.dateOrdered, 'MM/DD/YYYY'))} &middot; Status: ${e(m.order.status)}<br>
Shipping: ${e(m.order.shippingLabel)}${m.order.purchaseOrderNumber ? ` &middot; PO ${e(m.order.purchaseOrderNumber)}` : ''}</p>
<table width="100%" cellpadding="4" style="border-collapse:collapse"><tr><th align="left">Item</th><th align="right">Qty</th><th align="right">Price</th><th align="right">Total</th></tr>${items}</table>
<table width="100%" cellpadding="4" style="margin-top:12px">${amounts}</table>
${instructions}
<table width="100%"><tr><td valign="top"><h3>Ship to</h3>${address(m.order.shippingAddress)}</td><td valign="top"><h3>Bill to</h3>${address(m.order.billingAddress)}</td></tr></table>
${m.order.notesToSeller ? `<h3>Notes to seller</h3><p style="white-space:pre-line">${e(m.order.notesToSeller)}</p>` : ''}
<p><a href="${e(m.detailUrl)}" style="color:${color}">View the order</a></p>
${faqHtml(m)}
<p style="color:#888;font-size:12px">${e(m.storefront.title)}</p>
</body></html>`;
}

/** SPEC.md §7 sendordersummary: to the buyer, or to the seller (admin flag). */
export function orderSummaryMail(m: OrderMailModel, audience: 'buyer' | 'seller', to: string[]): MailMessage {
  const intro =
    audience === 'buyer'
      ? [
          `Hello ${m.buyer.name},`,
          m.seller.name === m.storefront.title
            ? `Thank you for your order with ${m.seller.name}.`
            : `Thank you for your order with ${m.seller.name} on ${m.storefront.title}.`,
        ]
      : [
          `New order #${m.order.orderNumber} on ${m.storefront.title} from ${m.buyer.name}${m.buyer.company ? ` (${m.buyer.company})` : ''}, ${m.buyer.email}.`,
        ];
  return {
    template: audience === 'buyer' ? 'order-summary-buyer' : 'order-summary-seller',
    to,
    ...(audience === 'seller' ? { replyTo: m.buyer.email } : {}),
    subject:
      audience === 'buyer'
        ? `Your order #${m.order.orderNumber} with ${m.seller.name}: ${formatMoney(m.amounts.total)}`
        : `New order #${m.order.orderNumber} from ${m.buyer.name}: ${formatMoney(m.amounts.total)}`,
    text: textBody(m, intro),
    html: htmlBody(m, intro),
    ...(m.linkToken ? { linkToken: m.linkToken } : {}),
  };
}

/** The buyer's mail when an order changes status. */
export function statusChangeMail(m: OrderMailModel, to: string[], note: string | null): MailMessage {
  const intro = [
    `Hello ${m.buyer.name},`,
    `Your order #${m.order.orderNumber} with ${m.seller.name} is now ${m.order.status}.`,
    ...(note ? [note] : []),
  ];
  return {
    template: 'order-status',
    to,
    subject: `Order #${m.order.orderNumber} is ${m.order.status}`,
    text: textBody(m, intro),
    html: htmlBody(m, intro),
    ...(m.linkToken ? { linkToken: m.linkToken } : {}),
  };
}

/** The buyer's mail when the seller set the shipping quote: the new total and where to pay. */
export function shippingQuoteMail(m: OrderMailModel, to: string[]): MailMessage {
  const intro = [
    `Hello ${m.buyer.name},`,
    `${m.seller.name} set the shipping for your order #${m.order.orderNumber}: ${formatMoney(m.amounts.shipping ?? '0')}.`,
    `The new order total is ${formatMoney(m.amounts.total)}; the balance due is ${formatMoney(m.balanceDue)}.`,
    `You can pay it on the order page: ${m.detailUrl}`,
  ];
  return {
    template: 'order-shipping-quote',
    to,
    subject: `Shipping quote for order #${m.order.orderNumber}: new total ${formatMoney(m.amounts.total)}`,
    text: textBody(m, intro),
    html: htmlBody(m, intro),
    ...(m.linkToken ? { linkToken: m.linkToken } : {}),
  };
}

/** The buyer's mail when the seller adds a fee to the order: the fee, the new total and balance. */
export function additionalFeeMail(
  m: OrderMailModel,
  fee: { feesDetail: string; amount: string },
  to: string[],
): MailMessage {
  const intro = [
    `Hello ${m.buyer.name},`,
    `${m.seller.name} added a fee to your order #${m.order.orderNumber}: ${fee.feesDetail}, ${formatMoney(fee.amount)}.`,
    `The new order total is ${formatMoney(m.amounts.total)}; the balance due is ${formatMoney(m.balanceDue)}.`,
    `You can see the order here: ${m.detailUrl}`,
  ];
  return {
    template: 'order-additional-fee',
    to,
    subject: `Order #${m.order.orderNumber}: fee added, balance due ${formatMoney(m.balanceDue)}`,
    text: textBody(m, intro),
    html: htmlBody(m, intro),
    ...(m.linkToken ? { linkToken: m.linkToken } : {}),
  };
}
