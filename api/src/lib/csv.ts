/** A value of a CSV field: text, a number, or nothing (an empty field). */
export type CsvValue = string | number | null | undefined;

/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends). A value that holds
 * a comma, a quote or a line break is quoted; text a spreadsheet would run as
 * a formula (it starts with =, +, -, @, a tab or a carriage return, and is not
 * a number) gets a leading apostrophe, so opening an export never runs what a
 * visitor typed, while amounts such as -500 stay numbers.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const formula =
    typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text));
  const safe = formula ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
