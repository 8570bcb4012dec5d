import { OFFER_TRIGGERS, type OfferTrigger } from '@jeton/domain/backoffice';
import { filterOf } from '../../ui/list-params.js';
import { readPage } from '../money/list-params.js';

// The bonuses lists' state in the URL (decision 0068, amended): page, rows per page and a search,
// plus the offers' trigger; a value the list does not take is left out.

const search = filterOf.text(100);
const trigger = filterOf.oneOf<OfferTrigger>(OFFER_TRIGGERS);

export interface OfferListQuery {
  page: number;
  perPage: number;
  search?: string;
  trigger?: OfferTrigger;
}

export function readOfferQuery(params: URLSearchParams): OfferListQuery {
  const query: OfferListQuery = readPage(params);
  const text = search(params.get('search'));
  const kind = trigger(params.get('trigger'));
  if (text !== undefined) query.search = text;
  if (kind !== undefined) query.trigger = kind;
  return query;
}

export function readCodeQuery(params: URLSearchParams): { page: number; perPage: number; search?: string } {
  const { trigger: _ignored, ...query } = readOfferQuery(params);
  return query;
}
