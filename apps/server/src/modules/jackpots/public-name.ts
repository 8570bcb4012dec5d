/**
 * A winner as other players see them: their chosen public name with the middle hidden
 * ("LuckyDemo" → "Lu***o"), never an email, phone or id. Too short a name shows as stars only.
 */
export function maskedPublicName(fakename: string | null | undefined): string {
  const name = [...(fakename ?? '').trim()];
  if (name.length < 4) return '***';
  return `${name.slice(0, 2).join('')}***${name.at(-1)}`;
}
