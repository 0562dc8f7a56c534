/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends). A value that holds
 * a comma, a quote or a line break is quoted; one a spreadsheet would run as a
 * formula (it starts with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe, so opening an export never runs what a visitor typed.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
