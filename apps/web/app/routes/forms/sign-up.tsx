import { useEffect } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { SystemPage } from '../../ui/system-page.js';
import type { Route } from './+types/sign-up';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.signUp);
}

/** /forms/sign_up (empty layout): opens the registration dialog, and offers it again if closed. */
export default function SignUp() {
  const { t } = useI18n();
  const page = t.pages.signUp;
  useEffect(() => {
    openDialog('registration');
  }, []);
  return (
    <SystemPage heading={page.title} description={page.text} icon="user">
      <button type="button" className="button button-primary" onClick={() => openDialog('registration')}>
        {page.button}
      </button>
    </SystemPage>
  );
}
