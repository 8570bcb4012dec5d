/** The texts every locale's catalogue provides. `{name}` marks a value that `format` fills in. */
export interface Messages {
  meta: { title: string; description: string; notFoundTitle: string };
  header: { home: string; switchLocale: string; switchLocaleLabel: string };
  home: {
    heading: string;
    tagline: string;
    welcome: string;
    guestPrompt: string;
    login: string;
    register: string;
  };
  notFound: { heading: string; message: string };
  footer: { responsible: string; rights: string };
}

/** Fills `{name}` placeholders; an unknown placeholder is left as is so that it shows up in review. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
