/**
 * A spreadsheet treats a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula
 * (CSV injection, OWASP): such a cell gets a leading apostrophe, so it is shown as text and never run.
 * A plain decimal number (`-12.50`) is a number, not a formula, and stays as it is. Cells holding a comma,
 * a quote or a line break are quoted, quotes doubled (RFC 4180).
 */
export const csvCell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
