import { useI18n } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { SystemPage } from '../ui/system-page.js';
import type { Route } from './+types/confirmation-success';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.confirmationSuccess);
}

export default function ConfirmationSuccess() {
  const { t, locale } = useI18n();
  const page = t.pages.confirmationSuccess;
  return (
    <SystemPage
      heading={page.title}
      description={page.text}
      icon="check"
      action={{ label: page.button, to: localizePath(PATHS.gamehall, locale) }}
    />
  );
}
