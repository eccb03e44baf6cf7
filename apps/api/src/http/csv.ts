// CSV as RFC 4180 has it (no library of ours writes CSV): fields with a comma, quote or line break are
// quoted, quotes doubled, rows end in CRLF. A field starting with =, +, - or @ (other than a plain number
// such as +919876543210) is prefixed with ' so a spreadsheet opening the export never runs it as a formula:
// a registrant's name is shopper input.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d ]*$/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
