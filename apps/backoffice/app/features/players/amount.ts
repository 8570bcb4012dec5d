/** An optional minus, digits, and at most two decimals after a dot or a comma. */
const AMOUNT = /^-?\d{1,7}([.,]\d{1,2})?$/;

/** Major units as typed ("-10,5") into minor units of a two-digit currency; null when it is not an amount. */
export function minorOf(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!AMOUNT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split(/[.,]/);
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return trimmed.startsWith('-') ? -minor : minor;
}
