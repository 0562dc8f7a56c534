import { LEGAL_DOCUMENTS } from './legal-documents';
import type { LegalDocument } from './legal-types';

/** All the text of a policy, as one string. */
function fullText(document: LegalDocument): string {
  return document.sections
    .flatMap((section) => [section.heading, ...section.body.flat()])
    .join(' ');
}

describe('legal documents', () => {
  it.each(Object.values(LEGAL_DOCUMENTS))('$title has unique section anchors', (document) => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Terms of Use carry the spec’s terms and the membership agreement terms', () => {
    const text = fullText(LEGAL_DOCUMENTS['terms-of-use']);
    expect(text).toContain('Services start only after we have received full payment');
    expect(text).toContain('capped at the amount you have paid');
    expect(text).toContain('Pricing may change for future periods');
    expect(text).toContain('cancelled without refund');
    expect(text).toContain('term of 12 months');
    expect(text).toContain('renews automatically');
    expect(text).toContain('fees you paid to the Club in the 12 months preceding');
    expect(text).toContain('arbitration');
    expect(text).toContain('laws of India');
    expect(text).toContain('Gujarat');
    expect(text).toContain('procurement management fee');
    expect(text).toContain('agreed percentage of the value of the deal or a flat rate');
    expect(text).toContain('Fees are reviewable');
  });

  it('the Privacy Policy names Indian law and Vadodara jurisdiction', () => {
    const text = fullText(LEGAL_DOCUMENTS['privacy-policy']);
    expect(text).toContain('governed by the laws of India');
    expect(text).toContain('courts at Vadodara, India');
  });

  it('the Privacy Policy gives the retention periods, the rights and the Grievance Officer', () => {
    const text = fullText(LEGAL_DOCUMENTS['privacy-policy']);
    for (const period of [
      'code was never entered: 30 days',
      'ended sessions: 90 days',
      'inquiry forms: 24 months',
      'Data exports prepared for you: 24 hours',
      'Invoices and payment records: 72 months, as GST law requires',
    ]) {
      expect(text).toContain(period);
    }
    for (const right of ['download', 'corrected', 'erased', 'Withdraw any consent', 'Nominate']) {
      expect(text).toContain(right);
    }
    expect(text).toContain('9. Grievance Officer');
    expect(text).toContain('grievance form');
  });

  it('the Refund Policy covers every case of the spec and shows a contact e-mail', () => {
    const text = fullText(LEGAL_DOCUMENTS['refund-policy']);
    expect(text).toContain('non-refundable once access');
    expect(text).toContain('rescheduled');
    expect(text).toContain('case by case');
    expect(text).toContain('broke our Terms of Use');
    expect(text).toContain('change this policy at any time');
    expect(text).toContain('hello@bizbridge.club');
  });

  it('the Cancellation Policy covers every case of the spec', () => {
    const text = fullText(LEGAL_DOCUMENTS['cancellation-policy']);
    expect(text).toContain('applies only to auto-renewing memberships');
    expect(text).toContain('until the end of the membership cycle');
    expect(text).toContain('before the next yearly charge');
    expect(text).toContain('already been billed is not refundable');
    expect(text).toContain('fails to pay the renewal fee');
    expect(text).toContain('professional commitments');
    expect(text).toContain('convicted under the law');
  });
});
