import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { pageMeta } from '../seo/page-meta.js';
import { FairnessPage } from '../studio/fairness/fairness-page.js';
import { studioMessagesFor } from '../studio/shell/studio-locale.js';
import type { Route } from './+types/fairness';

export function meta(args: Route.MetaArgs) {
  const page = studioMessagesFor(localeFromPath(args.location.pathname)).fairness;
  return pageMeta(args, { title: page.title, description: page.description });
}

/** The house studio's fairness page (decision 0019): the scheme explained, and a round verifier. */
export default function Fairness() {
  const { locale } = useI18n();
  return <FairnessPage locale={locale} />;
}
