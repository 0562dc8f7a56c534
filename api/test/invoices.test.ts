import { invoicesResponseSchema } from '@club/contract/invoices';
import { CLUB_HEADQUARTERS_ADDRESS, CLUB_OFFICES } from '@club/contract/copy/club';
import { formatMembershipEnd } from '@club/contract/format/india-date';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema/memberships';
import { invoices } from '../src/db/schema/payments';
import {
  financialYearOf,
  invoiceNumber,
  rupeesInWords,
  splitTax,
} from '../src/platform/tax-invoices/gst';
import { DEMO_SUPPLIER_GSTIN } from '../src/platform/tax-invoices/supplier';
import {
  auth,
  buyer,
  paidCheckout,
  paymentEvent,
  PLAN_IDS,
  postWebhook,
  STATE_IDS,
  verify,
} from './helpers/purchase';
import { pdfText } from './helpers/pdf-text';
import { buildTestApp, type TestApp } from './helpers/test-app';

async function buy(test: TestApp, stateId: number, plan: number, gstNumber: string | null = null) {
  const who = await buyer(test, { stateId, gstNumber });
  const { fields } = await paidCheckout(test.app, who.accessToken, plan);
  expect((await verify(test.app, who.accessToken, fields)).statusCode).toBe(200);
  const list = await test.app.inject({
    method: 'GET',
    url: '/invoices',
    headers: auth(who.accessToken),
  });
  const page = invoicesResponseSchema.parse(list.json());
  const [row] = await test.db.select().from(invoices).where(eq(invoices.companyId, who.companyId));
  if (!row) throw new Error('no invoice');
  return { ...who, page, row };
}

describe('GST tax invoices', () => {
  it('charges CGST 9% + SGST 9% within the supplier state (Gujarat)', async () => {
    const test = await buildTestApp();
    const { page, row } = await buy(test, STATE_IDS.Gujarat, PLAN_IDS.Producers, '24AAKFM4821Q1ZU');
    expect(page.items).toEqual([
      {
        id: row.id,
        number: expect.stringMatching(/^BBC\/\d{2}-\d{2}\/000001$/),
        issuedAt: test.clock.now().toISOString(),
        description: 'Producers membership, 12 months',
        taxableValue: 50_000,
        taxType: 'cgst-sgst',
        tax: 9_000,
        total: 59_000,
      },
    ]);
    expect(page.nextCursor).toBeNull();
    const [membership] = await test.db.select().from(memberships);
    expect(row.details).toEqual({
      supplier: {
        name: 'BizBridge Club Private Limited',
        address: CLUB_HEADQUARTERS_ADDRESS,
        gstin: DEMO_SUPPLIER_GSTIN,
        stateName: 'Gujarat',
        stateCode: '24',
      },
      recipient: {
        name: 'Narmada Valves Pvt Ltd',
        address: 'Plot 12, GIDC Makarpura, Vadodara 390010',
        stateName: 'Gujarat',
        stateCode: '24',
        country: 'India',
        gstin: '24AAKFM4821Q1ZU',
      },
      placeOfSupply: 'Gujarat (24)',
      sac: '999511',
      cgst: 4_500,
      sgst: 4_500,
      igst: 0,
      amountInWords: 'Fifty Nine Thousand Rupees Only',
      paymentId: expect.stringMatching(/^pay_/),
      // The term it paid for, kept with the invoice: its PDF states the last day.
      membershipTerm: {
        startsAt: membership?.startsAt?.toISOString(),
        endsAt: membership?.endsAt?.toISOString(),
      },
    });
  });

  it('charges IGST 18% to another state', async () => {
    const test = await buildTestApp();
    const { page, row } = await buy(test, STATE_IDS.Maharashtra, PLAN_IDS.Promoters);
    expect(page.items[0]).toMatchObject({
      taxType: 'igst',
      taxableValue: 100_000,
      tax: 18_000,
      total: 118_000,
    });
    expect(row.details).toMatchObject({
      recipient: { stateName: 'Maharashtra', stateCode: '27', gstin: null },
      placeOfSupply: 'Maharashtra (27)',
      cgst: 0,
      sgst: 0,
      igst: 18_000,
      amountInWords: 'One Lakh Eighteen Thousand Rupees Only',
    });
  });

  it('follows the supplier GSTIN from the configuration', async () => {
    const test = await buildTestApp({
      env: { INVOICE_SUPPLIER_GSTIN: '27AAHCB4321K1ZP', INVOICE_SERIES: 'MUM' },
    });
    const { row } = await buy(test, STATE_IDS.Maharashtra, PLAN_IDS.Producers);
    expect(row.taxType).toBe('cgst-sgst');
    expect(row.number).toMatch(/^MUM\/\d{2}-\d{2}\/000001$/);
    expect(row.details.supplier).toMatchObject({ stateName: 'Maharashtra', stateCode: '27' });
  });

  it('numbers invoices uniquely under concurrency, at most 16 characters', async () => {
    const test = await buildTestApp();
    const paid = [];
    for (let index = 0; index < 8; index += 1) {
      const who = await buyer(test);
      paid.push(await paidCheckout(test.app, who.accessToken, PLAN_IDS.Producers));
    }
    // Every payment's webhook at the same moment.
    const responses = await Promise.all(
      paid.map(({ orderId, amount, fields }) =>
        postWebhook(
          test.app,
          paymentEvent('payment.captured', { id: fields.razorpay_payment_id, orderId, amount }),
        ),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const rows = await test.db.select().from(invoices);
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => row.serial).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(rows.map((row) => row.number)).size).toBe(8);
    for (const row of rows) expect(row.number.length).toBeLessThanOrEqual(16);
  });

  it('serves the PDF of your own invoices only', async () => {
    const test = await buildTestApp();
    const { accessToken, row } = await buy(test, STATE_IDS.Gujarat, PLAN_IDS.Producers);
    const pdf = await test.app.inject({
      method: 'GET',
      url: `/invoices/${row.id}/pdf`,
      headers: auth(accessToken),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${row.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    // The supplier's address is the club's headquarters, as the footer and Contact show it.
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('BizBridge Club Private Limited');
    // The membership's last day, as the receipt and My Account show it.
    const [membership] = await test.db.select().from(memberships);
    expect(text).toContain(`Membership until\n${formatMembershipEnd(membership?.endsAt ?? '')}`);
    expect(text.replace(/\s+/g, ' ')).toContain(CLUB_HEADQUARTERS_ADDRESS);
    expect(CLUB_OFFICES[0].addressLines.join(', ')).toBe(
      `BizBridge Club, ${CLUB_HEADQUARTERS_ADDRESS}`,
    );

    const stranger = await buyer(test);
    const theirs = await test.app.inject({
      method: 'GET',
      url: `/invoices/${row.id}/pdf`,
      headers: auth(stranger.accessToken),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual({ code: 'NOT_FOUND', message: 'Invoice not found' });
    const list = await test.app.inject({
      method: 'GET',
      url: '/invoices',
      headers: auth(stranger.accessToken),
    });
    expect(list.json()).toEqual({ items: [], nextCursor: null });
    expect((await test.app.inject({ method: 'GET', url: '/invoices' })).statusCode).toBe(401);
  });
});

describe('invoice rules', () => {
  it('splits GST by the place of supply', () => {
    expect(splitTax(9_000, '24', '24')).toEqual({
      taxType: 'cgst-sgst',
      cgst: 4_500,
      sgst: 4_500,
      igst: 0,
    });
    expect(splitTax(9_001, '24', '24')).toEqual({
      taxType: 'cgst-sgst',
      cgst: 4_500,
      sgst: 4_501,
      igst: 0,
    });
    expect(splitTax(9_000, '24', '27')).toEqual({ taxType: 'igst', cgst: 0, sgst: 0, igst: 9_000 });
    expect(splitTax(9_000, '24', null)).toEqual({ taxType: 'igst', cgst: 0, sgst: 0, igst: 9_000 });
  });

  it('runs financial years from 1 April, Indian time', () => {
    expect(financialYearOf(new Date('2026-11-23T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 1 April, 00:00 in India
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
    expect(invoiceNumber('BBC', '2026-27', 1)).toBe('BBC/26-27/000001');
    expect(() => invoiceNumber('BBC', '2026-27', 1_000_000)).toThrow('longer than 16 characters');
  });

  it('writes amounts in Indian words', () => {
    expect(rupeesInWords(59_000)).toBe('Fifty Nine Thousand Rupees Only');
    expect(rupeesInWords(118_000)).toBe('One Lakh Eighteen Thousand Rupees Only');
    expect(rupeesInWords(12_345_678)).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only',
    );
  });
});
