/** A shipment recorded by the seller (SPEC.md §5 Shipment). */
import { z } from 'zod';
import { COURIERS } from '../constants';
import { dateField, optionalText, requiredText, urlField } from './fields';
import { messages } from './messages';

/**
 * Courier company (FedEx, UPS, USPS or Other; the courier name is required for Other), tracking
 * number, tracking URL (absolute http/https) and shipment date ('YYYY-MM-DD').
 */
export const shipmentSchema = z
  .strictObject({
    courierCompany: z.enum(COURIERS, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? messages.required.courierCompany
          : messages.invalid.courierCompany,
    }),
    courierName: optionalText(100),
    trackingNumber: requiredText(messages.required.trackingNumber, 100),
    trackingUrl: urlField(messages.required.trackingUrl),
    shipmentDate: dateField(messages.required.shipmentDate, messages.invalid.shipmentDate),
  })
  .superRefine(
    (value, ctx) => {
      const { courierCompany, courierName } = value as { courierCompany?: unknown; courierName?: unknown };
      const named = typeof courierName === 'string' && courierName.trim() !== '';
      if (courierCompany === 'Other' && !named) {
        ctx.addIssue({ code: 'custom', message: messages.required.courierName, path: ['courierName'] });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type Shipment = z.infer<typeof shipmentSchema>;
