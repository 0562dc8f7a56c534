import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  entityIdSchema,
  idParamsSchema,
  pageSchema,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';

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

/** The GST tax invoices of the signed-in user's companies. */
export const invoiceEndpoints = defineEndpointGroup(
  { access: 'user', tag: 'Payments' },
  {
    list: {
      method: 'GET',
      path: '/invoices',
      summary: "The GST tax invoices of the signed-in user's companies, newest first",
      query: cursorQuerySchema,
      response: invoicesResponseSchema,
    },
    /** Answers the invoice as application/pdf. */
    pdf: {
      method: 'GET',
      path: '/invoices/:id/pdf',
      owner: 'own-company-or-404',
      summary: 'One of your invoices as a PDF',
      params: idParamsSchema,
      response: null,
    },
  },
);
