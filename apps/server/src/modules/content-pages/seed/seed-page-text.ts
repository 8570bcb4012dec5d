import type { ContentPageSlug } from '@jeton/domain';

/** A content page's first version in one locale: what a fresh installation publishes. */
export type SeedPages = Record<ContentPageSlug, { title: string; description: string; body: string }>;
