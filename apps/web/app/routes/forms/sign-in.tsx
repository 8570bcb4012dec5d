import { useEffect } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { SystemPage } from '../../ui/system-page.js';
import type { Route } from './+types/sign-in';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.signIn);
}

/** /forms/sign_in (empty layout): opens the authorization dialog, and offers it again if closed. */
export default function SignIn() {
  const { t } = useI18n();
  const page = t.pages.signIn;
  useEffect(() => {
    openDialog('authorization');
  }, []);
  return (
    <SystemPage heading={page.title} description={page.text} icon="user">
      <button type="button" className="button button-primary" onClick={() => openDialog('authorization')}>
        {page.button}
      </button>
    </SystemPage>
  );
}
