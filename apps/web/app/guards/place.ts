/** Where a navigation goes: the parts of a URL the guards look at. */
export interface Place {
  pathname: string;
  search: string;
  hash: string;
}

export function placeOf(url: URL | Place): Place {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** `/path?query#hash`. */
export function fullPath(place: Place): string {
  return place.pathname + place.search + place.hash;
}

/** The path's segments: `/fr/cashier/deposit` → ['fr', 'cashier', 'deposit']. */
export function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}
