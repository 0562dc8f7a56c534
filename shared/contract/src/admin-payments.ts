import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  entityIdSchema,
  idParamsSchema,
  inputString,
  pageSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';
import { PAYMENT_KINDS, REFUND_REASONS } from '@club/contract/payment';

const wholeRupees = z.number().check(z.int(), z.nonnegative());

/**
 * What an admin sees of a purchase: `created` (chosen or ordered, not paid),
 * `paid`, `failed` (the last attempt failed and nothing was captured), or
 * `refunded` (given back, by an admin with a credit note, or automatically
 * because it was not needed). Filtering by `refunded` also finds a paid
 * purchase that was paid twice, its second payment refunded automatically.
 */
export const ADMIN_PAYMENT_STATES = ['created', 'paid', 'failed', 'refunded'] as const;
export const adminPaymentStateSchema = z.enum(ADMIN_PAYMENT_STATES);
export type AdminPaymentState = z.infer<typeof adminPaymentStateSchema>;

/** A calendar month, `2026-11`, in India's time zone. */
export const monthSchema = inputString(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month (YYYY-MM)'),
);

export const adminPaymentsQuerySchema = z.extend(cursorQuerySchema, {
  state: z.optional(adminPaymentStateSchema),
  /** Payments made (chosen) in this month. */
  month: z.optional(monthSchema),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

const documentSchema = z.object({
  id: entityIdSchema,
  number: z.string(),
  issuedAt: timestampSchema,
});

/**
 * A refund of one payment: `automatic` when the club did not need the
 * payment (a duplicate, or a term not due) and gave it back on its own, with
 * the reason; `staff` when an admin refunded it with a credit note.
 */
export const adminPaymentRefundSchema = z.discriminatedUnion('by', [
  z.object({
    by: z.literal('automatic'),
    reason: z.enum(REFUND_REASONS),
    /** The provider's refund id; null while the refund is still being asked of the provider. */
    refundId: z.nullable(z.string()),
    refundedAt: z.nullable(timestampSchema),
  }),
  z.object({
    by: z.literal('staff'),
    refundId: z.string(),
    refundedAt: timestampSchema,
    creditNoteNumber: z.string(),
  }),
]);
export type AdminPaymentRefund = z.infer<typeof adminPaymentRefundSchema>;

/** A payment the provider captured for a purchase, oldest first; a purchase paid twice has two. */
export const adminCapturedPaymentSchema = z.object({
  /** The provider's payment id, and the order it paid when that was recorded. */
  paymentId: z.string(),
  orderId: z.nullable(z.string()),
  /** GST included. */
  amount: wholeRupees,
  capturedAt: timestampSchema,
  /** Null while the club keeps the payment. */
  refund: z.nullable(adminPaymentRefundSchema),
});
export type AdminCapturedPayment = z.infer<typeof adminCapturedPaymentSchema>;

/** One purchase, renewal or subscription charge, newest first, with the payments made for it. */
export const adminPaymentSchema = z.object({
  id: entityIdSchema,
  createdAt: timestampSchema,
  kind: z.enum(PAYMENT_KINDS),
  state: adminPaymentStateSchema,
  companyId: entityIdSchema,
  companyName: z.string(),
  planName: z.string(),
  price: wholeRupees,
  gst: wholeRupees,
  total: wholeRupees,
  /** The last order made with the provider for it (also when nothing was paid). */
  orderId: z.nullable(z.string()),
  paidAt: z.nullable(timestampSchema),
  payments: z.array(adminCapturedPaymentSchema),
  invoice: z.nullable(documentSchema),
  creditNote: z.nullable(documentSchema),
  /** The membership it paid for, with the end of its current term. */
  membershipId: z.nullable(entityIdSchema),
  membershipEndsAt: z.nullable(timestampSchema),
  /** Whether an admin may refund it now: paid, invoiced, not refunded. */
  refundable: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentsPageSchema = pageSchema(adminPaymentSchema);
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

export const REFUND_REASON_MAX = 500;

export const ADMIN_REFUND_MESSAGES = {
  reason: 'Please give the reason for the refund (at least 3 characters)',
  reasonTooLong: `The reason can be at most ${REFUND_REASON_MAX} characters`,
  keepUntilMissing: 'Please choose the date the membership ends',
  keepUntilOutsideTerm:
    'Choose a date from today until the end of the current term of the membership',
  alreadyRefunded: 'This payment has already been refunded',
  refundInProgress: 'A refund of this payment is already being made',
  notRefundable: 'Only a paid payment with a tax invoice can be refunded',
  notFound: 'Payment not found',
  providerFailed:
    'The payment provider did not accept the refund. Nothing was changed; please try again.',
  creditNoteNotFound: 'Credit note not found',
} as const;

/**
 * What happens to the membership the payment paid for: it ends now, or stays
 * until a chosen day of its current term (then ends; it is never renewed).
 */
export const REFUND_MEMBERSHIP_ACTIONS = ['end-now', 'keep-until'] as const;
export type RefundMembershipAction = (typeof REFUND_MEMBERSHIP_ACTIONS)[number];

/** A full refund: the whole payment, GST included (partial refunds are not offered). */
export const adminRefundBodySchema = z.object({
  reason: text({
    min: 3,
    max: REFUND_REASON_MAX,
    minMessage: ADMIN_REFUND_MESSAGES.reason,
    maxMessage: ADMIN_REFUND_MESSAGES.reasonTooLong,
  }),
  membership: z.enum(REFUND_MEMBERSHIP_ACTIONS),
  /** With `keep-until`: the last day of access (`2027-01-31`, India's time). */
  keepUntil: z.optional(
    inputString(z.regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_REFUND_MESSAGES.keepUntilMissing)),
  ),
});
export type AdminRefundBody = z.input<typeof adminRefundBodySchema>;

export const adminRefundResponseSchema = z.object({
  payment: adminPaymentSchema,
  refundId: z.string(),
  creditNote: z.object({
    id: entityIdSchema,
    number: z.string(),
    issuedAt: timestampSchema,
    total: wholeRupees,
  }),
  /** The membership after the refund: its state and the end of its access. */
  membership: z.nullable(
    z.object({ id: entityIdSchema, state: z.string(), endsAt: z.nullable(timestampSchema) }),
  ),
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;

/** The back office's payments: the list, a refund with its credit note, the credit note's PDF. */
export const adminPaymentEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Admin' },
  {
    list: {
      method: 'GET',
      path: '/admin/payments',
      summary:
        'Every purchase and subscription charge with each payment made for it, newest first, by state and month',
      query: adminPaymentsQuerySchema,
      response: adminPaymentsPageSchema,
    },
    refund: {
      method: 'POST',
      path: '/admin/payments/:id/refund',
      summary:
        'Refunds a paid payment in full, issues its GST credit note, ends or shortens the membership',
      params: idParamsSchema,
      body: adminRefundBodySchema,
      status: 201,
      response: adminRefundResponseSchema,
      errors: [404, 409, 503],
    },
    /** Answers the credit note as application/pdf. */
    creditNotePdf: {
      method: 'GET',
      path: '/admin/credit-notes/:id/pdf',
      summary: 'A GST credit note as a PDF',
      params: idParamsSchema,
      response: null,
      errors: [404],
    },
  },
);
