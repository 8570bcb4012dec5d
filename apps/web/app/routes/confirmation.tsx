import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { SystemPage } from '../ui/system-page.js';
import type { Route } from './+types/confirmation';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.confirmation);
}

/** Where the confirmation email's link lands; the email-confirmation dialog (auth feature) does the confirming. */
export default function Confirmation() {
  const { t } = useI18n();
  const page = t.pages.confirmation;
  return <SystemPage heading={page.heading} description={page.text} icon="mail" />;
}
