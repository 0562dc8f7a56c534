const integerRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const fractionalRupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₹ 1,00,000`: Indian digit grouping, decimals only for a non-integer amount. */
export function formatRupees(amount: number): string {
  const formatter = Number.isInteger(amount) ? integerRupees : fractionalRupees;
  const digits = formatter.format(Math.abs(amount));
  return amount < 0 ? `-₹ ${digits}` : `₹ ${digits}`;
}

/** `₹ 1,18,000.00`: an amount in the back office's lists, always with paise. */
export function formatRupeesWithPaise(amount: number): string {
  const digits = fractionalRupees.format(Math.abs(amount));
  return amount < 0 ? `-₹ ${digits}` : `₹ ${digits}`;
}

/** A plan's yearly price as shown on the plan cards: `₹ 1,00,000 + GST`. */
export function formatPlanPrice(amount: number): string {
  return `${formatRupees(amount)} + GST`;
}

/** Rupees to paise (the payment provider's unit), rounded to a whole paisa. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
