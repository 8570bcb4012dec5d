// The product API's query strings and form bodies in bracket notation (a[0][b]=1), written as
// qs.stringify(value, { skipNulls: true, arrayFormat: 'indices' }) writes them, which the server's
// qs parser reads. qs itself weighs 55 kB minified in the browser (its polyfilled side-channel
// helpers), a third of the code every page loaded; this is the part the web app needs.

/** Percent-encoding as qs does it (RFC 3986): encodeURIComponent, plus ! ' ( ) * escaped. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Key-value pairs: null and undefined dropped, arrays by index, objects by key, dates in ISO 8601. */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === null || value === undefined || typeof value === 'function' || typeof value === 'symbol') {
      return;
    }
    if (value instanceof Date) {
      pairs.push(`${encode(key)}=${encode(value.toISOString())}`);
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item);
    } else if (typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    } else {
      pairs.push(`${encode(key)}=${encode(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}
