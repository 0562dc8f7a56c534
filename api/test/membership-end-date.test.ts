import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRefundMessage } from '../src/features/admin-payments/refund-message';
import { refundMessage } from '../src/features/payments/refund-message';
import { renderInvoicePdf } from '../src/platform/tax-invoices/invoice-pdf';
import { receiptMessage } from '../src/platform/tax-invoices/receipt-message';
import {
  cancellationMessage,
  chargeFailedMessage,
  endedMessage,
} from '../src/platform/membership-lifecycle/notice-messages';
import { pdfText } from './helpers/pdf-text';

/**
 * A term paid at 01:30 in India on 29 November 2026 ends 12 months later at
 * 20:00 UTC on 28 November 2027: in India that is already the 29th.
 */
const END = new Date('2027-11-28T20:00:00.000Z');
const LAST_DAY = '29 Nov 2027';

const parties = {
  username: 'Kavya Shah',
  plan: 'Producers',
  accountUrl: 'https://bizbridge.club/my-account',
  language: 'en' as const,
};

const details = {
  supplier: {
    name: 'BizBridge Club Private Limited',
    address: 'Vadodara',
    gstin: '24AAKCB1234F1Z5',
    stateName: 'Gujarat',
    stateCode: '24',
  },
  recipient: {
    name: 'Mahisagar Foods LLP',
    address: '14 Sayajigunj, Vadodara 390005',
    stateName: 'Gujarat',
    stateCode: '24',
    country: 'India',
    gstin: null,
  },
  placeOfSupply: 'Gujarat (24)',
  sac: '999599',
  cgst: 4500,
  sgst: 4500,
  igst: 0,
  amountInWords: 'Indian Rupees Fifty-Nine Thousand Only',
  paymentId: 'pay_Test0000000001',
  membershipTerm: { startsAt: '2026-11-28T20:00:00.000Z', endsAt: END.toISOString() },
};

/** The e-mail of a staff refund that keeps the membership until `accessEndsAt`. */
const staffRefundMail = (accessEndsAt: Date) =>
  adminRefundMessage({
    username: parties.username,
    plan: parties.plan,
    total: 59_000,
    invoiceNumber: 'BBC/26-27/000001',
    creditNoteNumber: 'CN/26-27/000001',
    reason: 'Asked to leave',
    accessEndsAt,
    endedNow: false,
    paymentId: 'pay_Test0000000001',
    refundId: 'rfnd_Test000000001',
  }).text;

describe("a membership's end, wherever the API writes it", () => {
  // The server's own zone must not matter: on the US west coast the end is still the 28th.
  let zone: string | undefined;
  beforeAll(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('is the same day in India in the receipt, the invoice PDF, the refund e-mails and the notices', async () => {
    expect(END.getDate()).toBe(28);

    const receipt = receiptMessage({
      username: parties.username,
      plan: parties.plan,
      total: 59_000,
      invoiceNumber: 'BBC/26-27/000001',
      endsAt: END,
    });
    expect(receipt.text).toContain(`It is active until ${LAST_DAY} `);

    const pdf = await renderInvoicePdf({
      number: 'BBC/26-27/000001',
      issuedAt: new Date('2026-11-28T20:00:00.000Z'),
      description: 'Producers membership, 12 months',
      taxableValue: 50_000,
      total: 59_000,
      details,
    });
    expect(pdfText(pdf)).toContain(`Membership until\n${LAST_DAY}`);

    expect(staffRefundMail(END)).toContain(`stays active until ${LAST_DAY} and will not renew`);

    const automaticRefund = refundMessage({
      username: parties.username,
      refunded: {
        reason: 'already-active',
        amount: 59_000,
        planName: parties.plan,
        endsAt: END.toISOString(),
      },
      paymentId: 'pay_Test0000000002',
      refundId: 'rfnd_Test000000002',
    });
    expect(automaticRefund.text).toContain(
      `You already hold an active Producers membership until ${LAST_DAY}.`,
    );

    expect(cancellationMessage(parties, { endsAt: END }).text).toContain(
      `You keep access to every member service until ${LAST_DAY},`,
    );
    expect(endedMessage(parties, { endedAt: END }).text).toContain(
      `Your Producers membership ended on ${LAST_DAY}.`,
    );
    expect(chargeFailedMessage(parties, { total: 59_000, accessUntil: END }).text).toContain(
      `Your access continues until ${LAST_DAY}.`,
    );
  });

  it('kept by staff until the end of a chosen day is that day, not the next', () => {
    const keptUntil = new Date('2027-01-31T23:59:59.999+05:30');
    expect(staffRefundMail(keptUntil)).toContain(
      'stays active until 31 Jan 2027 and will not renew',
    );
  });
});
