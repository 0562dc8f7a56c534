import { ADMIN_MEMBER_STATE_LABELS, type AdminMember } from '@club/contract/admin-members';
import { grievanceReceiptSchema } from '@club/contract/privacy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/outbox';
import { membersCsv } from '../src/features/admin-members/members-csv';
import { renderInvoicePdf } from '../src/platform/tax-invoices/invoice-pdf';
import { pdfText } from './helpers/pdf-text';
import { buildTestApp, DAY, TestClock } from './helpers/test-app';

/**
 * 19:00 UTC on 28 December 2026 is 00:30 on the 29th in India, and still the
 * 28th in UTC and on the US west coast. Written in any zone but India's, it
 * reads a day early.
 */
const INSTANT = new Date('2026-12-28T19:00:00.000Z');
const INDIA_DAY = '29 Dec 2026';

const GRIEVANCE = {
  name: 'Meera Joshi',
  email: 'meera@example.in',
  subject: 'My data after closing',
  message: 'Please tell me what you still keep about me.',
};

describe('a date the API writes, in an e-mail, a PDF and a CSV file', () => {
  // The server's own zone must not matter.
  let zone: string | undefined;
  beforeAll(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('is the day in India in the grievance e-mails, as the page writes it', async () => {
    expect(INSTANT.getDate()).toBe(28);
    const clock = new TestClock();
    // Filed 30 days (the default answer time) before the instant: due at it.
    clock.advance(INSTANT.getTime() - 30 * DAY - clock.now().getTime());
    const { app, db } = await buildTestApp({
      clock,
      env: { GRIEVANCE_OFFICER_EMAIL: 'grievance@club.example' },
    });
    const filed = await app.inject({ method: 'POST', url: '/grievances', payload: GRIEVANCE });
    expect(filed.statusCode).toBe(201);
    const receipt = grievanceReceiptSchema.parse(filed.json());
    expect(receipt.dueAt).toBe(INSTANT.toISOString());

    const [toSender] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, GRIEVANCE.email), eq(outbox.kind, 'grievance-receipt')));
    expect(toSender?.text).toContain(`we will answer by ${INDIA_DAY}.`);
    const [toOfficer] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'grievance@club.example'));
    expect(toOfficer?.text).toContain(`Grievance ${receipt.reference}, due by ${INDIA_DAY}`);
  });

  it('is the day in India on the invoice PDF', async () => {
    const pdf = await renderInvoicePdf({
      number: 'BBC/26-27/000001',
      issuedAt: INSTANT,
      description: 'Producers membership, 12 months',
      taxableValue: 50_000,
      total: 59_000,
      details: {
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
      },
    });
    expect(pdfText(pdf)).toContain(`Invoice date\n${INDIA_DAY}`);
  });

  it("is the day in India in the members CSV, a term's end its last day of access", () => {
    const member: AdminMember = {
      companyId: '00000000-0000-4000-8000-000000000001',
      companyName: 'Mahisagar Foods LLP',
      city: 'Vadodara',
      stateName: 'Gujarat',
      owner: { id: '00000000-0000-4000-8000-000000000002', name: 'Kavya Shah', email: 'k@x.in' },
      membershipId: '00000000-0000-4000-8000-000000000003',
      plan: { id: 1, name: 'Producers', tier: 'alpha' },
      state: 'active',
      termStartsAt: INSTANT.toISOString(),
      // A term ending at the instant: its last day of access is the 29th.
      termEndsAt: new Date(INSTANT.getTime() + 365 * DAY).toISOString(),
      autoRenewal: true,
      lastPayment: { paidAt: INSTANT.toISOString(), total: 59_000 },
      registeredAt: INSTANT.toISOString(),
    };
    const [, row] = membersCsv([member], ADMIN_MEMBER_STATE_LABELS).split('\r\n');
    expect(row).toBe(
      'Mahisagar Foods LLP,Kavya Shah,k@x.in,Vadodara,Gujarat,Producers,alpha,Active,' +
        '2026-12-29,2027-12-29,Yes,2026-12-29,59000,2026-12-29',
    );
  });
});
