import * as z from 'zod/mini';
import { inputString } from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';

const rupees = z.number().check(z.int());

/** A calendar month, `2026-11`, in India's time zone: the return's period. */
export const gstMonthSchema = inputString(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month (YYYY-MM)'),
);

export const gstReturnQuerySchema = z.object({ month: gstMonthSchema });

/** Taxable value and the taxes on it, in whole rupees. */
const amountsShape = {
  taxableValue: rupees,
  igst: rupees,
  cgst: rupees,
  sgst: rupees,
};
export const gstAmountsSchema = z.object(amountsShape);
export type GstAmounts = z.infer<typeof gstAmountsSchema>;

/** One invoice or credit note as a section lists it. */
export const gstDocumentSchema = z.object({
  number: z.string(),
  /** `2026-11-27`, India's date. */
  date: z.string(),
  /** The document's value, GST included. */
  value: rupees,
  /** GST state code of the place of supply; `96` for a supply abroad. */
  placeOfSupply: z.string(),
  /** The recipient's GSTIN; null when unregistered or abroad. */
  recipientGstin: z.nullable(z.string()),
  recipientName: z.string(),
  rate: z.number(),
  /** A credit note's original invoice. */
  invoiceNumber: z.optional(z.string()),
  ...amountsShape,
});
export type GstDocument = z.infer<typeof gstDocumentSchema>;

/** B2CS: small supplies to unregistered recipients, summarised by place of supply and rate. */
export const b2csRowSchema = z.object({
  supplyType: z.enum(['INTRA', 'INTER']),
  placeOfSupply: z.string(),
  rate: z.number(),
  /** Invoices counted in the row, and credit notes netted from it. */
  invoices: z.number(),
  creditNotes: z.number(),
  ...amountsShape,
});
export type B2csRow = z.infer<typeof b2csRowSchema>;

/** The SAC summary: one row per SAC and rate, net of credit notes. */
export const sacRowSchema = z.object({
  sac: z.string(),
  description: z.string(),
  uqc: z.string(),
  /** Memberships supplied: invoices less credit notes. */
  quantity: z.number(),
  value: rupees,
  rate: z.number(),
  ...amountsShape,
});
export type SacRow = z.infer<typeof sacRowSchema>;

const totalsSchema = z.object({ count: z.number(), value: rupees, ...amountsShape });
export type GstTotals = z.infer<typeof totalsSchema>;

/** GSTR-1 for one month: what the accountant files, by section. */
export const gstReturnSchema = z.object({
  month: z.string(),
  /** `112026`: the portal's filing period, MMYYYY. */
  period: z.string(),
  supplierGstin: z.string(),
  supplierStateCode: z.string(),
  b2b: z.array(gstDocumentSchema),
  b2cl: z.array(gstDocumentSchema),
  b2cs: z.array(b2csRowSchema),
  exp: z.array(gstDocumentSchema),
  cdnr: z.array(gstDocumentSchema),
  cdnur: z.array(z.extend(gstDocumentSchema, { type: z.enum(['B2CL', 'EXPWP']) })),
  sac: z.array(sacRowSchema),
  totals: z.object({ invoices: totalsSchema, creditNotes: totalsSchema, net: totalsSchema }),
});
export type GstReturn = z.infer<typeof gstReturnSchema>;

export const GST_EXPORT_FORMATS = ['csv', 'json'] as const;
export const gstExportQuerySchema = z.object({
  month: gstMonthSchema,
  format: z.enum(GST_EXPORT_FORMATS),
});

/** The back office's GST returns: GSTR-1 data of a month, on screen and as files. */
export const gstReturnEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Admin' },
  {
    month: {
      method: 'GET',
      path: '/admin/gst-returns',
      summary: 'GSTR-1 data of a month: B2B, B2CL, B2CS, exports, credit notes and the SAC summary',
      query: gstReturnQuerySchema,
      response: gstReturnSchema,
    },
    /** Answers text/csv or the portal's offline-tool JSON as a download. */
    export: {
      method: 'GET',
      path: '/admin/gst-returns/export',
      summary: "A month's GSTR-1 as CSV or as the GST portal offline tool's JSON (audited)",
      query: gstExportQuerySchema,
      response: null,
    },
  },
);
