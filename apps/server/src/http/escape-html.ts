/** Text made safe inside HTML, attribute values included: the server-rendered pages' one escaper. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
