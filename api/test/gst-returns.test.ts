import { gstReturnSchema, type GstDocument, type GstReturn } from '@club/contract/gst-returns';
import { gstinCheckCharacter } from '@club/contract/gstin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import {
  B2CL_LIMIT,
  computeGstr1,
  toCsv,
  toPortalJson,
  totalOf,
  type Gstr1Document,
} from '../src/features/gst-returns/gstr1';
import { indianDay } from '../src/lib/india-month';
import { DEMO_SUPPLIER_GSTIN } from '../src/platform/tax-invoices/supplier';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { createCompany, createUser } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { buyer, paidCheckout, PLAN_IDS, STATE_IDS, verify } from './helpers/purchase';
import { signIn } from './helpers/sign-in';
import { buildTestApp, type TestApp } from './helpers/test-app';

const GUJARAT_GSTIN = '24AAKFM4821Q1ZU';
const MAHARASHTRA_GSTIN = `27AAKFM4821Q1Z${gstinCheckCharacter('27AAKFM4821Q1Z')}`;

/** The sums a section must show: every amount of its documents added up. */
const amountsOf = (documents: readonly GstDocument[]) => {
  const { taxableValue, igst, cgst, sgst, value } = totalOf(documents);
  return { taxableValue, igst, cgst, sgst, value };
};

function document(overrides: Partial<Gstr1Document>): Gstr1Document {
  return {
    kind: 'invoice',
    number: 'BBC/26-27/000001',
    date: '2026-11-05',
    value: 59_000,
    placeOfSupply: '24',
    recipientGstin: null,
    recipientName: 'Buyer',
    rate: 18,
    taxableValue: 50_000,
    igst: 0,
    cgst: 4_500,
    sgst: 4_500,
    ...overrides,
  };
}

describe('GSTR-1 computation', () => {
  const documents: Gstr1Document[] = [
    document({ number: 'I1', recipientGstin: GUJARAT_GSTIN }),
    document({
      number: 'I2',
      recipientGstin: MAHARASHTRA_GSTIN,
      placeOfSupply: '27',
      cgst: 0,
      sgst: 0,
      igst: 9_000,
    }),
    document({ number: 'I3' }),
    document({ number: 'I4' }),
    document({ number: 'I5', placeOfSupply: '27', cgst: 0, sgst: 0, igst: 9_000 }),
    document({
      number: 'I6',
      placeOfSupply: '29',
      value: 118_000,
      taxableValue: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 18_000,
    }),
    document({ number: 'I7', placeOfSupply: '96', cgst: 0, sgst: 0, igst: 9_000 }),
    document({
      kind: 'credit-note',
      number: 'CN1',
      invoiceNumber: 'I2',
      recipientGstin: MAHARASHTRA_GSTIN,
      placeOfSupply: '27',
      cgst: 0,
      sgst: 0,
      igst: 9_000,
    }),
    document({ kind: 'credit-note', number: 'CN2', invoiceNumber: 'I4' }),
    document({
      kind: 'credit-note',
      number: 'CN3',
      invoiceNumber: 'I7',
      placeOfSupply: '96',
      cgst: 0,
      sgst: 0,
      igst: 9_000,
    }),
  ];
  const result = computeGstr1({
    month: '2026-11',
    supplierGstin: DEMO_SUPPLIER_GSTIN,
    supplierStateCode: '24',
    sac: '999511',
    documents,
  });

  it('puts each document in its section: B2B, B2CL above the limit across states, EXP abroad, B2CS the rest', () => {
    expect(result.period).toBe('112026');
    expect(result.b2b.map((d) => d.number)).toEqual(['I1', 'I2']);
    expect(result.b2cl.map((d) => d.number)).toEqual(['I6']);
    expect(result.b2cl[0]?.value).toBeGreaterThan(B2CL_LIMIT);
    expect(result.exp.map((d) => d.number)).toEqual(['I7']);
    expect(result.cdnr.map((d) => d.number)).toEqual(['CN1']);
    expect(result.cdnur.map((d) => [d.number, d.type])).toEqual([['CN3', 'EXPWP']]);
  });

  it('sums B2CS by place of supply and rate, net of its credit notes', () => {
    expect(result.b2cs).toEqual([
      {
        supplyType: 'INTRA',
        placeOfSupply: '24',
        rate: 18,
        invoices: 2,
        creditNotes: 1,
        taxableValue: 50_000,
        igst: 0,
        cgst: 4_500,
        sgst: 4_500,
      },
      {
        supplyType: 'INTER',
        placeOfSupply: '27',
        rate: 18,
        invoices: 1,
        creditNotes: 0,
        taxableValue: 50_000,
        igst: 9_000,
        cgst: 0,
        sgst: 0,
      },
    ]);
  });

  it('has totals equal to the sum of the documents, section by section, and a net SAC summary', () => {
    const invoices = documents.filter((d) => d.kind === 'invoice');
    const notes = documents.filter((d) => d.kind === 'credit-note');
    expect(result.totals.invoices).toEqual(totalOf(invoices));
    expect(result.totals.creditNotes).toEqual(totalOf(notes));
    const sectionSum = (key: 'taxableValue' | 'igst' | 'cgst' | 'sgst') =>
      [...result.b2b, ...result.b2cl, ...result.exp].reduce((sum, d) => sum + d[key], 0) +
      result.b2cs.reduce((sum, row) => sum + row[key], 0) -
      [...result.cdnr, ...result.cdnur].reduce((sum, d) => sum + d[key], 0);
    for (const key of ['taxableValue', 'igst', 'cgst', 'sgst'] as const) {
      expect(sectionSum(key), key).toBe(result.totals.net[key]);
      expect(result.sac[0]?.[key], key).toBe(result.totals.net[key]);
    }
    expect(result.sac).toHaveLength(1);
    expect(result.sac[0]).toMatchObject({ sac: '999511', uqc: 'NA', quantity: 4, rate: 18 });
  });

  it("writes the portal offline tool's JSON layout", () => {
    const json = toPortalJson(result) as Record<string, never>;
    expect(json).toMatchObject({
      gstin: DEMO_SUPPLIER_GSTIN,
      fp: '112026',
      b2b: [
        {
          ctin: GUJARAT_GSTIN,
          inv: [
            {
              inum: 'I1',
              idt: '05-11-2026',
              val: 59_000,
              pos: '24',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [
                {
                  num: 1801,
                  itm_det: { txval: 50_000, rt: 18, iamt: 0, camt: 4_500, samt: 4_500, csamt: 0 },
                },
              ],
            },
          ],
        },
        { ctin: MAHARASHTRA_GSTIN },
      ],
      b2cl: [{ pos: '29', inv: [{ inum: 'I6', val: 118_000 }] }],
      b2cs: [
        { sply_ty: 'INTRA', pos: '24', typ: 'OE', txval: 50_000, rt: 18, camt: 4_500 },
        { sply_ty: 'INTER', pos: '27', typ: 'OE', txval: 50_000, rt: 18, iamt: 9_000 },
      ],
      exp: [{ exp_typ: 'WPAY', inv: [{ inum: 'I7', itms: [{ txval: 50_000, iamt: 9_000 }] }] }],
      cdnr: [{ ctin: MAHARASHTRA_GSTIN, nt: [{ ntty: 'C', nt_num: 'CN1', pos: '27' }] }],
      cdnur: [{ typ: 'EXPWP', ntty: 'C', nt_num: 'CN3', pos: '96' }],
      hsn: { data: [{ hsn_sc: '999511', uqc: 'NA', qty: 4, rt: 18 }] },
    });
  });

  it('ends the CSV with the totals of the invoices, the credit notes and the net', () => {
    const lines = toCsv(result).trim().split('\r\n');
    expect(lines[0]).toBe(
      'section,document_number,document_date,recipient_gstin,recipient_name,place_of_supply,supply_type,rate,original_invoice,quantity,value,taxable_value,igst,cgst,sgst',
    );
    const net = result.totals.net;
    expect(lines.at(-1)).toBe(
      `total-net,,,,,,,,,${net.count},${net.value},${net.taxableValue},${net.igst},${net.cgst},${net.sgst}`,
    );
    expect(lines.filter((line) => line.startsWith('b2b,'))).toHaveLength(2);
  });
});

async function setUp() {
  const test = await buildTestApp();
  const adminUser = await createMember(test.db, { email: 'admin@example.in' });
  await grantRoleByEmails(test.db, 'admin', [adminUser.email]);
  const admin = (await signIn(test.app, adminUser.email)).accessToken;
  return { ...test, admin };
}

async function pay(test: TestApp, accessToken: string, plan: number = PLAN_IDS.Producers) {
  const { transactionId, fields } = await paidCheckout(test.app, accessToken, plan);
  expect((await verify(test.app, accessToken, fields)).statusCode).toBe(200);
  return transactionId;
}

/** A company abroad (no Indian state, no GSTIN) whose owner is signed in. */
async function foreignBuyer(test: TestApp) {
  const email = 'buyer@harbour.example';
  const userId = await createUser(test.db, { email });
  await createCompany(test.db, userId, {
    stateId: null,
    country: 'United States',
    gstNumber: null,
    billingAddress: '1 Harbour St, Boston MA 02110',
  });
  return (await signIn(test.app, email)).accessToken;
}

describe('GET /admin/gst-returns', () => {
  it("shows a month's GSTR-1 whose totals equal the sum of its invoices, and exports it as CSV and JSON", async () => {
    const test = await setUp();
    const intraB2b = await buyer(test, { stateId: STATE_IDS.Gujarat, gstNumber: GUJARAT_GSTIN });
    const interB2b = await buyer(test, {
      stateId: STATE_IDS.Maharashtra,
      gstNumber: MAHARASHTRA_GSTIN,
    });
    const b2c = await buyer(test, { stateId: STATE_IDS.Gujarat });
    await pay(test, intraB2b.accessToken);
    const refundedId = await pay(test, interB2b.accessToken);
    await pay(test, b2c.accessToken);
    await pay(test, await foreignBuyer(test));
    const refund = await test.app.inject({
      method: 'POST',
      url: `/admin/payments/${refundedId}/refund`,
      headers: bearer(test.admin),
      payload: { reason: 'Registered by mistake', membership: 'end-now' },
    });
    expect(refund.statusCode).toBe(201);

    const month = indianDay(test.clock.now()).slice(0, 7);
    const response = await test.app.inject({
      method: 'GET',
      url: `/admin/gst-returns?month=${month}`,
      headers: bearer(test.admin),
    });
    expect(response.statusCode).toBe(200);
    const gstReturn: GstReturn = gstReturnSchema.parse(response.json());

    // Producers: 50,000 + 18% GST, intra-state CGST + SGST, across states and abroad IGST.
    expect(gstReturn.b2b.map((d) => [d.recipientGstin, d.placeOfSupply, d.cgst, d.igst])).toEqual(
      expect.arrayContaining([
        [GUJARAT_GSTIN, '24', 4_500, 0],
        [MAHARASHTRA_GSTIN, '27', 0, 9_000],
      ]),
    );
    expect(gstReturn.b2cs).toMatchObject([
      { supplyType: 'INTRA', placeOfSupply: '24', invoices: 1, taxableValue: 50_000 },
    ]);
    expect(gstReturn.exp).toMatchObject([{ placeOfSupply: '96', igst: 9_000, value: 59_000 }]);
    expect(gstReturn.cdnr).toMatchObject([
      { recipientGstin: MAHARASHTRA_GSTIN, value: 59_000, igst: 9_000 },
    ]);
    expect(gstReturn.totals.invoices).toEqual({
      count: 4,
      value: 4 * 59_000,
      taxableValue: 4 * 50_000,
      igst: 2 * 9_000,
      cgst: 2 * 4_500,
      sgst: 2 * 4_500,
    });
    expect(amountsOf([...gstReturn.b2b, ...gstReturn.exp])).toMatchObject({
      taxableValue: 3 * 50_000,
    });
    expect(gstReturn.totals.creditNotes).toMatchObject({ count: 1, taxableValue: 50_000 });
    expect(gstReturn.totals.net).toMatchObject({ count: 3, taxableValue: 150_000, igst: 9_000 });
    expect(gstReturn.sac).toMatchObject([{ sac: '999511', quantity: 3, taxableValue: 150_000 }]);

    const csv = await test.app.inject({
      method: 'GET',
      url: `/admin/gst-returns/export?month=${month}&format=csv`,
      headers: bearer(test.admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`GSTR1-${DEMO_SUPPLIER_GSTIN}`);
    expect(csv.body.trim().split('\r\n').at(-1)).toBe(
      'total-net,,,,,,,,,3,177000,150000,9000,9000,9000',
    );

    const json = await test.app.inject({
      method: 'GET',
      url: `/admin/gst-returns/export?month=${month}&format=json`,
      headers: bearer(test.admin),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      gstin: DEMO_SUPPLIER_GSTIN,
      fp: `${month.slice(5)}${month.slice(0, 4)}`,
      b2b: expect.any(Array),
      b2cs: expect.any(Array),
      exp: expect.any(Array),
      cdnr: expect.any(Array),
      hsn: { data: expect.any(Array) },
    });

    const audits = await test.db.select().from(auditLog).where(eq(auditLog.action, 'gst.export'));
    // Counts read as written: one credit note, not "1 credit notes".
    expect(audits.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining(['CSV: 4 invoices, 1 credit note', 'JSON: 4 invoices, 1 credit note']),
    );
  });

  it('is for admins only and checks the month', async () => {
    const test = await setUp();
    const member = await createMember(test.db, { email: 'member@example.in' });
    const memberToken = (await signIn(test.app, member.email)).accessToken;
    const url = '/admin/gst-returns?month=2026-11';
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await test.app.inject({ method: 'GET', url, headers: bearer(memberToken) })).statusCode,
    ).toBe(403);
    const empty = await test.app.inject({ method: 'GET', url, headers: bearer(test.admin) });
    expect(empty.statusCode).toBe(200);
    expect(gstReturnSchema.parse(empty.json()).totals.invoices.count).toBe(0);
    const bad = await test.app.inject({
      method: 'GET',
      url: '/admin/gst-returns?month=November',
      headers: bearer(test.admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { field: 'month' } });
  });
});
