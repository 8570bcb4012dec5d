import type { LocaleCode } from '@jeton/domain';

// schema.org JSON-LD for search engines, written as React Router meta descriptors
// (`script:ld+json`, which React Router serialises and HTML-escapes). Plain data builders: each
// page's `meta` picks the one that describes it.

type JsonLd = Record<string, unknown>;

export interface Organization {
  name: string;
  /** The site's origin, e.g. https://jeton.example. */
  url: string;
  /** Absolute URL of the logo. */
  logo: string;
  email?: string;
  availableLanguage: readonly LocaleCode[];
}

/** The operator (spec section 3 Page SEO entry `organization`), on the home page. */
export function organizationJsonLd(org: Organization): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    logo: org.logo,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      ...(org.email ? { email: org.email } : {}),
      url: `${org.url}/support`,
      availableLanguage: [...org.availableLanguage],
    },
  };
}

export interface WebPageData {
  url: string;
  name: string;
  description: string;
  locale: LocaleCode;
  dateModified: string;
  publisher: string;
}

/** A content page: what it is, in which language, when it last changed, and who publishes it. */
export function webPageJsonLd(page: WebPageData): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.locale,
    dateModified: page.dateModified,
    publisher: { '@type': 'Organization', name: page.publisher },
  };
}

export interface GameData {
  url: string;
  name: string;
  description: string;
  image: string | null;
  provider: string;
  genre: string;
}

/** A game page: a VideoGame playable in the browser, from its studio. */
export function gameJsonLd(game: GameData): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    url: game.url,
    name: game.name,
    description: game.description,
    ...(game.image ? { image: game.image } : {}),
    genre: game.genre,
    gamePlatform: 'Web browser',
    applicationCategory: 'Game',
    operatingSystem: 'Any',
    publisher: { '@type': 'Organization', name: game.provider },
  };
}

export interface SportsEventData {
  url: string;
  name: string;
  /** ISO 8601 start, with its offset. */
  startDate: string;
  sport: string;
  homeTeam: string;
  awayTeam: string;
  /** The competition, e.g. "Ligue 1". */
  league?: string;
  status?: 'scheduled' | 'live' | 'postponed' | 'cancelled';
}

const EVENT_STATUS: Record<NonNullable<SportsEventData['status']>, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/** A sportsbook event page (for the sportsbook when it exists): the match, its teams and start. */
export function sportsEventJsonLd(event: SportsEventData): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    url: event.url,
    name: event.name,
    startDate: event.startDate,
    sport: event.sport,
    eventStatus: EVENT_STATUS[event.status ?? 'scheduled'],
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: event.url },
    homeTeam: { '@type': 'SportsTeam', name: event.homeTeam },
    awayTeam: { '@type': 'SportsTeam', name: event.awayTeam },
    competitor: [
      { '@type': 'SportsTeam', name: event.homeTeam },
      { '@type': 'SportsTeam', name: event.awayTeam },
    ],
    ...(event.league ? { superEvent: { '@type': 'SportsEvent', name: event.league } } : {}),
  };
}

/** An absolute URL for a path or URL (images from content may be either). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}
