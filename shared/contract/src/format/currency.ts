/**
 * The formatters are made on first use: making one loads the locale's data,
 * about 80 ms on a slow phone, which a page that shows no amount never pays
 * (this module is part of the shell's boot).
 */
let integerRupees: Intl.NumberFormat | undefined;
let fractionalRupees: Intl.NumberFormat | undefined;

function rupeeFormatter(integer: boolean): Intl.NumberFormat {
  if (integer) {
    integerRupees ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    return integerRupees;
  }
  fractionalRupees ??= new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return fractionalRupees;
}

/** `₹ 1,00,000`: Indian digit grouping, decimals only for a non-integer amount. */
export function formatRupees(amount: number): string {
  const digits = rupeeFormatter(Number.isInteger(amount)).format(Math.abs(amount));
  return amount < 0 ? `-₹ ${digits}` : `₹ ${digits}`;
}

/** `₹ 1,18,000.00`: an amount in the back office's lists, always with paise. */
export function formatRupeesWithPaise(amount: number): string {
  const digits = rupeeFormatter(false).format(Math.abs(amount));
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

/**
 * A large amount in India's words, at most two decimals, never rounded up:
 * `₹ 4.2 crore`, `₹ 4.22 crore`, `₹ 2.5 lakh`; below a lakh the full amount
 * (`₹ 45,000`).
 */
export function formatRupeesInWords(amount: number): string {
  const CRORE = 10_000_000;
  const LAKH = 100_000;
  const twoDecimals = (value: number) =>
    new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(
      Math.floor(value * 100) / 100,
    );
  if (amount >= CRORE) return `₹ ${twoDecimals(amount / CRORE)} crore`;
  if (amount >= LAKH) return `₹ ${twoDecimals(amount / LAKH)} lakh`;
  return formatRupees(amount);
}
