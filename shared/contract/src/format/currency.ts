/**
 * Indian digit grouping (`12,34,567.50`: the last three digits, then pairs),
 * written out rather than asked of `Intl.NumberFormat('en-IN')`: making that
 * formatter loads the locale's data, 60 to 80 ms of a slow phone's main thread
 * on every page that shows a price (the home page's plan cards among them),
 * while the rule itself is two lines. A test holds it equal to `Intl` for any
 * amount a page shows.
 */
function groupIndian(amount: number, fractionDigits: 0 | 2): string {
  const fixed = Math.abs(amount).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * The rupee sign and the amount never part: a no-break space joins them, so a
 * narrow table cell or an e-mail line never leaves `₹` alone at a line's end.
 */
const RUPEE = '₹\u00a0';

/** `₹ 1,00,000`: Indian digit grouping, decimals only for a non-integer amount. */
export function formatRupees(amount: number): string {
  const digits = groupIndian(amount, Number.isInteger(amount) ? 0 : 2);
  return amount < 0 ? `-${RUPEE}${digits}` : `${RUPEE}${digits}`;
}

/** `₹ 1,18,000.00`: an amount in the back office's lists, always with paise. */
export function formatRupeesWithPaise(amount: number): string {
  const digits = groupIndian(amount, 2);
  return amount < 0 ? `-${RUPEE}${digits}` : `${RUPEE}${digits}`;
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
 * (`₹ 45,000`). Written without `Intl.NumberFormat` for the reason given at
 * groupIndian: the home page shows this figure, and making the formatter cost a
 * slow phone over 100 ms. `words` names the units in the page's language (करोड़, લાખ).
 */
export function formatRupeesInWords(
  amount: number,
  words: { crore: string; lakh: string } = { crore: 'crore', lakh: 'lakh' },
): string {
  const CRORE = 10_000_000;
  const LAKH = 100_000;
  // Whole hundredths of the unit, cut rather than rounded (1,99,99,999 is 1.99 crore).
  const inUnits = (unit: number) => {
    const hundredths = Math.floor((amount * 100) / unit);
    return groupIndian(hundredths / 100, 2).replace(/\.?0+$/, '');
  };
  if (amount >= CRORE) return `${RUPEE}${inUnits(CRORE)} ${words.crore}`;
  if (amount >= LAKH) return `${RUPEE}${inUnits(LAKH)} ${words.lakh}`;
  return formatRupees(amount);
}
