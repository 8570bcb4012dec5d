import { CHAT_DESK_FILTERS } from '@jeton/domain/backoffice';

// The desk's place is in its address (`/chat?filter=mine&id=12`): a reload, a shared link or the
// back button opens the same list and conversation.

export type DeskFilter = (typeof CHAT_DESK_FILTERS)[number];

export interface DeskQuery {
  filter: DeskFilter;
  /** The open conversation, if any. */
  id: number | null;
}

export function readDeskQuery(params: URLSearchParams): DeskQuery {
  const filter = params.get('filter');
  const id = params.get('id') ?? '';
  return {
    filter: (CHAT_DESK_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as DeskFilter)
      : 'waiting',
    id: /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null,
  };
}

/** The desk's address for a list and, optionally, an open conversation. */
export function deskHref(filter: DeskFilter, id?: number | null): string {
  const params = new URLSearchParams({ filter });
  if (id) params.set('id', String(id));
  return `/chat?${params.toString()}`;
}
