// Building an Intl.NumberFormat costs far more than formatting with one (a game hall or a history
// page formats hundreds of numbers while it renders): one per locale and options, kept.
const formats = new Map<string, Intl.NumberFormat>();

/** The number format of an Intl locale ("fr-FR") and options, built once. */
export function numberFormat(intlLocale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, options);
    formats.set(key, format);
  }
  return format;
}
