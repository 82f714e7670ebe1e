import { formatDate, formatMoney } from '@patchbay/domain';
import type { Address } from '../../db/schema/index';
import { loadPdfKit } from '../../lib/lazy-modules';
import type { OrderMailModel } from './order-mails';

/** The invoice's file name: `invoice-<order number>.pdf`. */
export const invoiceFileName = (orderNumber: number) => `invoice-${orderNumber}.pdf`;

const addressLines = (a: Address) =>
  [
    `${a.firstname} ${a.lastname}`,
    a.company ?? '',
    a.streetAddress,
    a.address2 ?? '',
    `${a.city}, ${a.state} ${a.zipcode}`,
    a.countryLongName ?? a.country,
    a.email,
  ].filter((line) => line !== '');

/**
 * The order's invoice as a PDF (pdfkit): seller and buyer, order number and dates, billing and
 * shipping addresses, items, every amount, what was paid and what is due. The same model as the
 * order summary mail, so the two never disagree.
 */
export async function renderInvoicePdf(
  m: OrderMailModel,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Invoice for order #${m.order.orderNumber}`, Author: m.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Invoice', { continued: false });
  doc.font('Helvetica').fontSize(10).fillColor('#333333');
  doc.text(`Order #${m.order.orderNumber}`);
  doc.text(`Date: ${formatDate(m.order.dateOrdered, 'MM/DD/YYYY')}`);
  if (m.order.purchaseOrderNumber) doc.text(`Purchase order: ${m.order.purchaseOrderNumber}`);
  doc.text(`Seller: ${m.seller.name} (${m.storefront.title})`);
  doc.text(`Buyer: ${m.buyer.name}${m.buyer.company ? `, ${m.buyer.company}` : ''} <${m.buyer.email}>`);
  doc.moveDown();

  const top = doc.y;
  doc.font('Helvetica-Bold').text('Bill to', 50, top);
  doc.font('Helvetica').text(addressLines(m.order.billingAddress).join('\n'), 50, doc.y, { width: 240 });
  const leftBottom = doc.y;
  doc.font('Helvetica-Bold').text('Ship to', 320, top);
  doc.font('Helvetica').text(addressLines(m.order.shippingAddress).join('\n'), 320, doc.y, { width: 240 });
  doc.y = Math.max(leftBottom, doc.y);
  doc.x = 50;
  doc.moveDown();

  const columns = [50, 300, 380, 470];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => {
      const x = columns[index] ?? 50;
      const width = index === 0 ? 240 : 80;
      doc.text(cell, x, y, { width, align: index === 0 ? 'left' : 'right' });
    });
    doc.x = 50;
    doc.moveDown(0.3);
  };
  row(['Item', 'Quantity', 'Unit price', 'Total'], true);
  for (const item of m.items) {
    row([
      `${item.title} (${item.partNumber})`,
      String(item.quantity),
      formatMoney(item.unitPrice, { precise: true }),
      formatMoney(item.lineTotal),
    ]);
  }
  doc.moveDown();

  const a = m.amounts;
  const amountRows: [string, string][] = [
    ['Subtotal', formatMoney(a.subtotal)],
    ...(a.discount !== '0.00' ? [['Discount', `-${formatMoney(a.discount)}`] as [string, string]] : []),
    ['Tax', formatMoney(a.tax)],
    ['Service fee', formatMoney(a.serviceFee)],
    ['Processing fee', formatMoney(a.processingFee)],
    [`Shipping (${m.order.shippingLabel})`, a.shipping === null ? 'Awaiting quote' : formatMoney(a.shipping)],
    ...(a.additionalFees !== '0.00'
      ? [['Additional fees', formatMoney(a.additionalFees)] as [string, string]]
      : []),
  ];
  for (const [label, value] of amountRows) row([label, '', '', value]);
  row(['Total', '', '', formatMoney(a.total)], true);
  row(['Paid', '', '', formatMoney(m.amountPaid)]);
  row(['Balance due', '', '', formatMoney(m.balanceDue)], true);
  if (m.paymentInstructions?.bankTransferInstructions) {
    doc.moveDown().font('Helvetica-Bold').text('Bank transfer instructions');
    doc.font('Helvetica').text(m.paymentInstructions.bankTransferInstructions);
  }
  doc.end();
  return done;
}
