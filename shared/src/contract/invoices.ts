import * as z from 'zod/mini';
import { entityIdSchema, pageSchema, timestampSchema } from '@club/shared/contract/common';

const wholeRupees = z.number().check(z.int(), z.nonnegative());

/** A GST tax invoice of a company's membership payment (GET /invoices, newest first, by cursor). */
export const invoiceSummarySchema = z.object({
  id: entityIdSchema,
  /** Unique per financial year, at most 16 characters, e.g. `BBC/26-27/000001`. */
  number: z.string().check(z.maxLength(16)),
  issuedAt: timestampSchema,
  description: z.string(),
  taxableValue: wholeRupees,
  /** CGST + SGST within the supplier's state, IGST across states. */
  taxType: z.enum(['cgst-sgst', 'igst']),
  tax: wholeRupees,
  total: wholeRupees,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoicesResponseSchema = pageSchema(invoiceSummarySchema);

/** GET /invoices/{id}/pdf answers the invoice as application/pdf. */
export const invoicePdfPath = (id: string) => `/invoices/${id}/pdf`;
