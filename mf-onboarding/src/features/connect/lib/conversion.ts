/** Digits with at most one decimal point: what the Amount field keeps of what was typed. */
export function toAmountText(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point === -1
    ? cleaned
    : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replaceAll('.', '')}`;
}

/** The amount to convert: a number above 0, else null (nothing to convert). */
export function amountToConvert(text: string): number | null {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The converted amount as people read it in the target currency. */
export function formatConverted(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    maximumFractionDigits: amount >= 1 ? 2 : 6,
  }).format(amount);
}
