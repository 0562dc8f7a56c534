import { countOf, nounFor } from '@club/contract/format/count';

describe('a count with its noun', () => {
  it('is singular for one only', () => {
    expect(countOf(1, 'invoice')).toBe('1 invoice');
    expect(countOf(0, 'invoice')).toBe('0 invoices');
    expect(countOf(2, 'credit note')).toBe('2 credit notes');
    expect(countOf(1, 'company', 'companies')).toBe('1 company');
    expect(countOf(12, 'company', 'companies')).toBe('12 companies');
    expect(nounFor(1, 'member')).toBe('member');
    expect(nounFor(3, 'member')).toBe('members');
  });
});
