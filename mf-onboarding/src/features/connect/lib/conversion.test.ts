import { amountToConvert, formatConverted, toAmountText } from './conversion';

describe('the converter amount', () => {
  it('keeps digits and at most one decimal point of what was typed', () => {
    expect(toAmountText('1,00a0.5.0')).toBe('1000.50');
    expect(toAmountText('..5')).toBe('.5');
    expect(toAmountText('-12e3')).toBe('123');
  });

  it('converts only an amount above 0', () => {
    expect(amountToConvert('')).toBeNull();
    expect(amountToConvert('0')).toBeNull();
    expect(amountToConvert('0.00')).toBeNull();
    expect(amountToConvert('.')).toBeNull();
    expect(amountToConvert('0.5')).toBe(0.5);
  });

  it('shows the result in the target currency', () => {
    expect(formatConverted(84469.71375, 'INR')).toBe('₹84,469.71');
    expect(formatConverted(0.0118, 'USD')).toBe('$0.0118');
  });
});
