import { formatIndianDate, formatMembershipEnd } from '@club/contract/format/india-date';
import PDFDocument from 'pdfkit';
import type { InvoiceDetails } from '../../db/schema/payments';

export interface InvoiceForPdf {
  number: string;
  issuedAt: Date;
  description: string;
  taxableValue: number;
  total: number;
  details: InvoiceDetails;
}

const BRAND = '#1e2a6e';
const MUTED = '#475569';
const RULE = '#cbd2e1';

// The PDF's standard fonts have no rupee sign: amounts read "INR" in the headings.
export const amount = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    rupees,
  );

/** A document's date: the day in India, written as the site writes every date. */
export const issuedOn = (date: Date) => formatIndianDate(date);

/**
 * A GST document (a tax invoice, a credit note): the supplier and its
 * details, the recipient, the line with its taxes, the total in words.
 */
export interface GstDocument {
  title: string;
  /** The PDF's metadata title, e.g. `Tax invoice BBC/26-27/000001`. */
  infoTitle: string;
  meta: [string, string][];
  description: string;
  taxableValue: number;
  total: number;
  details: Pick<
    InvoiceDetails,
    'supplier' | 'recipient' | 'sac' | 'cgst' | 'sgst' | 'igst' | 'amountInWords'
  >;
  notes: string[];
  footer: string;
}

/** The GST tax invoice as an A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceForPdf): Promise<Buffer> {
  const { details } = invoice;
  const term: [string, string][] = details.membershipTerm
    ? [['Membership until', formatMembershipEnd(details.membershipTerm.endsAt)]]
    : [];
  return renderGstDocumentPdf({
    title: 'TAX INVOICE',
    infoTitle: `Tax invoice ${invoice.number}`,
    meta: [
      ['Invoice number', invoice.number],
      ['Invoice date', issuedOn(invoice.issuedAt)],
      ['Place of supply', details.placeOfSupply],
      ['Payment reference', details.paymentId],
      ...term,
    ],
    description: invoice.description,
    taxableValue: invoice.taxableValue,
    total: invoice.total,
    details,
    notes: [
      'Tax payable on reverse charge: No',
      `Taxable value: INR ${amount(invoice.taxableValue)}. Paid online by card.`,
    ],
    footer: 'This is a computer-generated invoice and needs no signature.',
  });
}

/** A GST document as an A4 PDF. */
export function renderGstDocumentPdf(invoice: GstDocument): Promise<Buffer> {
  const { details } = invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: invoice.infoTitle, Author: details.supplier.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(20).text(invoice.title, left, 48);
  doc
    .fontSize(9)
    .font('Helvetica')
    .fillColor(MUTED)
    .text('Original for recipient', { align: 'left' });

  doc.moveDown(1);
  const top = doc.y;
  doc
    .fillColor('#0f172a')
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(details.supplier.name, left, top, {
      width: width / 2 - 12,
    });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(details.supplier.address, { width: width / 2 - 12 });
  doc.text(`GSTIN: ${details.supplier.gstin}`);
  doc.text(`State: ${details.supplier.stateName} (${details.supplier.stateCode})`);
  const supplierBottom = doc.y;

  const right = left + width / 2 + 12;
  const { meta } = invoice;
  let metaY = top;
  for (const [label, value] of meta) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, right, metaY, { width: 100 });
    doc
      .font('Helvetica-Bold')
      .fillColor('#0f172a')
      .text(value, right + 100, metaY, {
        width: width / 2 - 112,
      });
    metaY = doc.y + 3;
  }

  doc.y = Math.max(supplierBottom, metaY) + 16;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.8);

  doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND).text('Billed to', left);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a').text(details.recipient.name);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(details.recipient.address, { width });
  const place = [
    details.recipient.stateName &&
      `${details.recipient.stateName}${details.recipient.stateCode ? ` (${details.recipient.stateCode})` : ''}`,
    details.recipient.country,
  ]
    .filter(Boolean)
    .join(', ');
  doc.text(place);
  doc.text(`GSTIN: ${details.recipient.gstin ?? 'Unregistered'}`);
  doc.moveDown(1.2);

  // The line items: the membership and its taxes.
  const columns = [
    { label: 'Description', width: width - 240, align: 'left' as const },
    { label: 'SAC', width: 70, align: 'left' as const },
    { label: 'Rate', width: 50, align: 'right' as const },
    { label: 'Amount (INR)', width: 120, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5)
      .fillColor('#0f172a');
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x + 4, y, { width: column.width - 8, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 6;
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + width, doc.y - 3)
      .strokeColor(RULE)
      .stroke();
  };
  const headerY = doc.y;
  doc.rect(left, headerY - 4, width, 20).fill(BRAND);
  doc.y = headerY + 1;
  let x = left;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#ffffff');
  for (const column of columns) {
    doc.text(column.label, x + 4, headerY + 1, { width: column.width - 8, align: column.align });
    x += column.width;
  }
  doc.y = headerY + 22;

  row([invoice.description, details.sac, '', amount(invoice.taxableValue)]);
  if (details.igst > 0) {
    row(['Integrated GST (IGST)', '', '18%', amount(details.igst)]);
  } else {
    row(['Central GST (CGST)', '', '9%', amount(details.cgst)]);
    row(['State GST (SGST)', '', '9%', amount(details.sgst)]);
  }
  row(['Total', '', '', amount(invoice.total)], true);

  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Amount in words', left);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#0f172a')
    .text(details.amountInWords, { width });
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const note of invoice.notes) doc.text(note, { width });

  doc.moveDown(2);
  doc.fontSize(8).fillColor(MUTED).text(invoice.footer, left, doc.y, {
    width,
    align: 'center',
  });
  doc.end();
  return done;
}
