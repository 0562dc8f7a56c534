import fc from 'fast-check';
import {
  formatPlanPrice,
  formatRupees,
  formatRupeesInWords,
  formatRupeesWithPaise,
  toPaise,
} from '@club/contract/format/currency';
import { withGst } from '@club/contract/membership/membership-plans';
import { formatPhone, formatPhoneDisplay } from '@club/contract/format/phone';

describe('currency', () => {
  it('formats rupees with Indian grouping and a no-break space after ₹ (never parted by a line break)', () => {
    expect(formatRupees(100000)).toBe('₹\u00a01,00,000');
    expect(formatRupees(50000)).toBe('₹\u00a050,000');
    expect(formatRupees(1234567)).toBe('₹\u00a012,34,567');
    expect(formatRupees(0)).toBe('₹\u00a00');
    expect(formatRupees(1180.5)).toBe('₹\u00a01,180.50');
    expect(formatRupees(-500)).toBe('-₹\u00a0500');
  });

  it('groups digits exactly as Intl does for the en-IN locale, for any amount up to a lakh crore', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const paise = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const sign = (amount: number) => (amount < 0 ? '-' : '');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(formatRupees(amount)).toBe(
          `${sign(amount)}₹\u00a0${whole.format(Math.abs(amount))}`,
        );
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        const expected = `${sign(amount)}₹\u00a0${paise.format(Math.abs(amount))}`;
        expect(formatRupeesWithPaise(amount)).toBe(expected);
        if (!Number.isInteger(amount)) expect(formatRupees(amount)).toBe(expected);
      }),
    );
  });

  it('formats plan prices', () => {
    expect(formatPlanPrice(50000)).toBe('₹\u00a050,000 + GST');
    expect(formatPlanPrice(100000)).toBe('₹\u00a01,00,000 + GST');
  });

  it('adds GST and converts to paise', () => {
    expect(withGst(100000)).toBe(118000);
    expect(withGst(50000)).toBe(59000);
    expect(withGst(1000, 0.05)).toBe(1050);
    expect(toPaise(59000)).toBe(5_900_000);
    expect(toPaise(10.005)).toBe(1001);
  });
});

describe('phone', () => {
  it('puts a hyphen after +91', () => {
    expect(formatPhoneDisplay('+919876543210')).toBe('+91-9876543210');
    expect(formatPhoneDisplay(' +91 9876543210 ')).toBe('+91-9876543210');
    expect(formatPhoneDisplay('+91-9876543210')).toBe('+91-9876543210');
    expect(formatPhone('+91', '9876543210')).toBe('+91-9876543210');
  });

  it('leaves other numbers as given, trimmed', () => {
    expect(formatPhoneDisplay(' +15551234567 ')).toBe('+15551234567');
    expect(formatPhoneDisplay(null)).toBe('');
    expect(formatPhone('+1', '5551234567')).toBe('+1 5551234567');
  });
});

describe('formatRupeesInWords', () => {
  it('says crore and lakh with at most two decimals, never rounded up', () => {
    expect(formatRupeesInWords(42_000_000)).toBe('₹\u00a04.2 crore');
    expect(formatRupeesInWords(42_250_000)).toBe('₹\u00a04.22 crore');
    expect(formatRupeesInWords(19_999_999)).toBe('₹\u00a01.99 crore');
    expect(formatRupeesInWords(250_000)).toBe('₹\u00a02.5 lakh');
    expect(formatRupeesInWords(45_000)).toBe('₹\u00a045,000');
    expect(formatRupeesInWords(1_000_000_000)).toBe('₹\u00a0100 crore');
  });

  it('reads as Intl would, cut to two decimals, for any whole amount from a lakh up', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 1_000_000_000_000 }), (amount) => {
        const [unit, word] = amount >= 10_000_000 ? [10_000_000, 'crore'] : [100_000, 'lakh'];
        const expected = `₹\u00a0${intl.format(Math.floor((amount * 100) / unit) / 100)} ${word}`;
        expect(formatRupeesInWords(amount)).toBe(expected);
      }),
    );
  });
});
