import type {
  B2csRow,
  GstAmounts,
  GstDocument,
  GstReturn,
  GstTotals,
  SacRow,
} from '@club/contract/gst-returns';
import { csvField } from '../../lib/csv';
import { SAC_DESCRIPTIONS } from '../../platform/tax-invoices/gst';

/**
 * GSTR-1 from the month's invoices and credit notes, as pure functions.
 *
 * Where a document goes (the recipient is the invoice's, kept as issued):
 * - a recipient with a GSTIN: B2B (its credit notes: CDNR);
 * - a recipient abroad (place of supply 96): EXP, "with payment" (WPAY),
 *   because the invoices charge IGST on a supply abroad (its credit notes:
 *   CDNUR of type EXPWP);
 * - an unregistered recipient in another state and an invoice above
 *   B2CL_LIMIT: B2CL (its credit notes: CDNUR of type B2CL);
 * - any other unregistered recipient: B2CS, summed by place of supply and
 *   rate; its credit notes are netted in the same B2CS row (the portal has no
 *   credit note section for B2CS), so a row can be negative in a month with
 *   more refunds than sales.
 * The SAC summary is net of credit notes. Every amount is in whole rupees,
 * as the invoices are.
 */

/** Inter-state invoices to unregistered recipients above this value are B2CL (since 1 August 2024). */
export const B2CL_LIMIT = 100_000;

/** The place of supply of a supply outside India. */
export const ABROAD = '96';

export const SAC_DESCRIPTION = 'Services provided by membership organisations';

/** An invoice or a credit note as GSTR-1 needs it. */
export interface Gstr1Document extends GstDocument {
  kind: 'invoice' | 'credit-note';
  /** The document's SAC when it is not the return's default (event tickets: 998596). */
  sac?: string;
}

export interface Gstr1Input {
  month: string;
  supplierGstin: string;
  supplierStateCode: string;
  /** The SAC of documents that name none. */
  sac: string;
  documents: readonly Gstr1Document[];
}

type Section = 'b2b' | 'exp' | 'b2cl' | 'b2cs';

export function sectionOf(document: GstDocument, supplierStateCode: string): Section {
  if (document.recipientGstin) return 'b2b';
  if (document.placeOfSupply === ABROAD) return 'exp';
  if (document.placeOfSupply !== supplierStateCode && document.value > B2CL_LIMIT) return 'b2cl';
  return 'b2cs';
}

const zero = (): GstTotals => ({ count: 0, value: 0, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 });

function add(totals: GstTotals, document: GstDocument, sign = 1): GstTotals {
  return {
    count: totals.count + sign,
    value: totals.value + sign * document.value,
    taxableValue: totals.taxableValue + sign * document.taxableValue,
    igst: totals.igst + sign * document.igst,
    cgst: totals.cgst + sign * document.cgst,
    sgst: totals.sgst + sign * document.sgst,
  };
}

/** The sum of documents' amounts. */
export function totalOf(documents: readonly GstDocument[]): GstTotals {
  return documents.reduce((sum, document) => add(sum, document), zero());
}

const byDateThenNumber = (a: GstDocument, b: GstDocument) =>
  a.date.localeCompare(b.date) || a.number.localeCompare(b.number);

const strip = ({ kind: _kind, sac: _sac, ...document }: Gstr1Document): GstDocument => document;

export function computeGstr1(input: Gstr1Input): GstReturn {
  const { supplierStateCode } = input;
  const invoices = input.documents.filter((d) => d.kind === 'invoice').sort(byDateThenNumber);
  const notes = input.documents.filter((d) => d.kind === 'credit-note').sort(byDateThenNumber);
  const invoicesIn = (section: Section) =>
    invoices.filter((d) => sectionOf(d, supplierStateCode) === section).map(strip);
  const notesIn = (section: Section) =>
    notes.filter((d) => sectionOf(d, supplierStateCode) === section).map(strip);

  const b2csRows = new Map<string, B2csRow>();
  const b2csRow = (document: GstDocument): B2csRow => {
    const key = `${document.placeOfSupply}|${document.rate}`;
    let row = b2csRows.get(key);
    if (!row) {
      row = {
        supplyType: document.placeOfSupply === supplierStateCode ? 'INTRA' : 'INTER',
        placeOfSupply: document.placeOfSupply,
        rate: document.rate,
        invoices: 0,
        creditNotes: 0,
        taxableValue: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      b2csRows.set(key, row);
    }
    return row;
  };
  const addAmounts = (row: GstAmounts, document: GstDocument, sign: number) => {
    row.taxableValue += sign * document.taxableValue;
    row.igst += sign * document.igst;
    row.cgst += sign * document.cgst;
    row.sgst += sign * document.sgst;
  };
  for (const document of invoicesIn('b2cs')) {
    const row = b2csRow(document);
    row.invoices += 1;
    addAmounts(row, document, 1);
  }
  for (const document of notesIn('b2cs')) {
    const row = b2csRow(document);
    row.creditNotes += 1;
    addAmounts(row, document, -1);
  }

  // One SAC summary row per SAC and rate.
  const sacRows = new Map<string, SacRow>();
  for (const document of [...invoices, ...notes]) {
    const sign = document.kind === 'invoice' ? 1 : -1;
    const sac = document.sac ?? input.sac;
    const key = `${sac}|${document.rate}`;
    let row = sacRows.get(key);
    if (!row) {
      row = {
        sac,
        description: SAC_DESCRIPTIONS[sac] ?? SAC_DESCRIPTION,
        uqc: 'NA',
        quantity: 0,
        value: 0,
        rate: document.rate,
        taxableValue: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      sacRows.set(key, row);
    }
    row.quantity += sign;
    row.value += sign * document.value;
    addAmounts(row, document, sign);
  }

  const invoiceTotals = totalOf(invoices);
  const noteTotals = totalOf(notes);
  const [year = '', month = ''] = input.month.split('-');
  return {
    month: input.month,
    period: `${month}${year}`,
    supplierGstin: input.supplierGstin,
    supplierStateCode,
    b2b: invoicesIn('b2b'),
    b2cl: invoicesIn('b2cl'),
    b2cs: [...b2csRows.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply)),
    exp: invoicesIn('exp'),
    cdnr: notesIn('b2b'),
    cdnur: [
      ...notesIn('b2cl').map((note) => ({ ...note, type: 'B2CL' as const })),
      ...notesIn('exp').map((note) => ({ ...note, type: 'EXPWP' as const })),
    ],
    sac: [...sacRows.values()],
    totals: {
      invoices: invoiceTotals,
      creditNotes: noteTotals,
      net: {
        count: invoiceTotals.count - noteTotals.count,
        value: invoiceTotals.value - noteTotals.value,
        taxableValue: invoiceTotals.taxableValue - noteTotals.taxableValue,
        igst: invoiceTotals.igst - noteTotals.igst,
        cgst: invoiceTotals.cgst - noteTotals.cgst,
        sgst: invoiceTotals.sgst - noteTotals.sgst,
      },
    },
  };
}

/** `27-11-2026`: the portal's date. */
const portalDate = (date: string) => date.split('-').reverse().join('-');

/** The item line of a document: number `rate * 100 + 1`, as the offline tool numbers it. */
const item = (document: GstDocument) => ({
  num: document.rate * 100 + 1,
  itm_det: {
    txval: document.taxableValue,
    rt: document.rate,
    iamt: document.igst,
    camt: document.cgst,
    samt: document.sgst,
    csamt: 0,
  },
});

function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const entry of items) groups.set(key(entry), [...(groups.get(key(entry)) ?? []), entry]);
  return [...groups.entries()];
}

/**
 * The JSON the GST portal's offline tool imports (GSTR-1): `gstin`, `fp`
 * (MMYYYY) and the sections `b2b`, `b2cl`, `b2cs`, `exp`, `cdnr`, `cdnur`,
 * `hsn`; sections without documents are left out, as the tool writes them.
 */
export function toPortalJson(gstReturn: GstReturn) {
  const json: Record<string, unknown> = { gstin: gstReturn.supplierGstin, fp: gstReturn.period };
  if (gstReturn.b2b.length) {
    json.b2b = groupBy(gstReturn.b2b, (d) => d.recipientGstin ?? '').map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((d) => ({
        inum: d.number,
        idt: portalDate(d.date),
        val: d.value,
        pos: d.placeOfSupply,
        rchrg: 'N',
        inv_typ: 'R',
        itms: [item(d)],
      })),
    }));
  }
  if (gstReturn.b2cl.length) {
    json.b2cl = groupBy(gstReturn.b2cl, (d) => d.placeOfSupply).map(([pos, docs]) => ({
      pos,
      inv: docs.map((d) => ({
        inum: d.number,
        idt: portalDate(d.date),
        val: d.value,
        itms: [
          {
            num: item(d).num,
            itm_det: { txval: d.taxableValue, rt: d.rate, iamt: d.igst, csamt: 0 },
          },
        ],
      })),
    }));
  }
  if (gstReturn.b2cs.length) {
    json.b2cs = gstReturn.b2cs.map((row) => ({
      sply_ty: row.supplyType,
      pos: row.placeOfSupply,
      typ: 'OE',
      txval: row.taxableValue,
      rt: row.rate,
      iamt: row.igst,
      camt: row.cgst,
      samt: row.sgst,
      csamt: 0,
    }));
  }
  if (gstReturn.exp.length) {
    json.exp = [
      {
        exp_typ: 'WPAY',
        inv: gstReturn.exp.map((d) => ({
          inum: d.number,
          idt: portalDate(d.date),
          val: d.value,
          itms: [{ txval: d.taxableValue, rt: d.rate, iamt: d.igst, csamt: 0 }],
        })),
      },
    ];
  }
  const note = (d: GstDocument) => ({
    ntty: 'C',
    nt_num: d.number,
    nt_dt: portalDate(d.date),
    val: d.value,
    pos: d.placeOfSupply,
  });
  if (gstReturn.cdnr.length) {
    json.cdnr = groupBy(gstReturn.cdnr, (d) => d.recipientGstin ?? '').map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((d) => ({ ...note(d), rchrg: 'N', inv_typ: 'R', itms: [item(d)] })),
    }));
  }
  if (gstReturn.cdnur.length) {
    json.cdnur = gstReturn.cdnur.map((d) => ({ ...note(d), typ: d.type, itms: [item(d)] }));
  }
  if (gstReturn.sac.length) {
    json.hsn = {
      data: gstReturn.sac.map((row, index) => ({
        num: index + 1,
        hsn_sc: row.sac,
        desc: row.description,
        uqc: row.uqc,
        qty: row.quantity,
        val: row.value,
        txval: row.taxableValue,
        iamt: row.igst,
        camt: row.cgst,
        samt: row.sgst,
        csamt: 0,
        rt: row.rate,
      })),
    };
  }
  return json;
}

export const CSV_HEADER = [
  'section',
  'document_number',
  'document_date',
  'recipient_gstin',
  'recipient_name',
  'place_of_supply',
  'supply_type',
  'rate',
  'original_invoice',
  'quantity',
  'value',
  'taxable_value',
  'igst',
  'cgst',
  'sgst',
] as const;

/**
 * The month as one CSV: a line per document (b2b, b2cl, exp, cdnr, cdnur),
 * per B2CS row and per SAC row, then the totals of the invoices, of the
 * credit notes and the net.
 */
export function toCsv(gstReturn: GstReturn): string {
  const rows: (string | number | null | undefined)[][] = [[...CSV_HEADER]];
  const documentRow = (section: string, d: GstDocument, supplyType = '') => [
    section,
    d.number,
    d.date,
    d.recipientGstin,
    d.recipientName,
    d.placeOfSupply,
    supplyType || (d.placeOfSupply === gstReturn.supplierStateCode ? 'INTRA' : 'INTER'),
    d.rate,
    d.invoiceNumber,
    '',
    d.value,
    d.taxableValue,
    d.igst,
    d.cgst,
    d.sgst,
  ];
  for (const d of gstReturn.b2b) rows.push(documentRow('b2b', d));
  for (const d of gstReturn.b2cl) rows.push(documentRow('b2cl', d));
  for (const d of gstReturn.exp) rows.push(documentRow('exp', d, 'WPAY'));
  for (const row of gstReturn.b2cs) {
    rows.push([
      'b2cs',
      '',
      '',
      '',
      '',
      row.placeOfSupply,
      row.supplyType,
      row.rate,
      '',
      row.invoices - row.creditNotes,
      '',
      row.taxableValue,
      row.igst,
      row.cgst,
      row.sgst,
    ]);
  }
  for (const d of gstReturn.cdnr) rows.push(documentRow('cdnr', d));
  for (const d of gstReturn.cdnur) rows.push(documentRow(`cdnur-${d.type.toLowerCase()}`, d));
  for (const row of gstReturn.sac) {
    rows.push([
      'hsn',
      row.sac,
      '',
      '',
      row.description,
      '',
      '',
      row.rate,
      '',
      row.quantity,
      row.value,
      row.taxableValue,
      row.igst,
      row.cgst,
      row.sgst,
    ]);
  }
  const totalRow = (label: string, totals: GstTotals) => [
    label,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    totals.count,
    totals.value,
    totals.taxableValue,
    totals.igst,
    totals.cgst,
    totals.sgst,
  ];
  rows.push(totalRow('total-invoices', gstReturn.totals.invoices));
  rows.push(totalRow('total-credit-notes', gstReturn.totals.creditNotes));
  rows.push(totalRow('total-net', gstReturn.totals.net));
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
