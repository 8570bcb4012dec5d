// Dates in forms: a datetime-local input shows the operator's local time to the minute, and the
// contract takes instants. Shared by the tournament and offer dialogs.

/** An instant as a datetime-local input shows it: the browser's local time, to the minute. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as an instant; an empty or broken one is sent as is, for the server's field error. */
export function instantOf(local: string): string {
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

/** An optional date: empty is null (no bound). */
export function optionalInstantOf(local: string): string | null {
  return local.trim() === '' ? null : instantOf(local);
}
