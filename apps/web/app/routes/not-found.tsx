import { notFound } from '../errors/not-found.js';
import type { Route } from './+types/not-found';

// Any path no page answers. Both loaders throw, so client navigations need no server round trip.
export function loader({ request }: Route.LoaderArgs): never {
  throw notFound(request.url);
}

export function clientLoader({ request }: Route.ClientLoaderArgs): never {
  throw notFound(request.url);
}

export default function NotFoundRoute() {
  return null;
}
