import { type ProfileContacts, rules } from '@jeton/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmContact, getContacts } from '../api/contacts.js';
import { noteContactConfirmed } from '../features/confirmation/confirm-marker.js';
import { confirmFailure, displayContact } from '../features/confirmation/confirmation-errors.js';
import { useI18n } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { invalidateInitialData } from '../session/client-session.js';
import { isPlayer } from '../session/initial-data.js';
import { useRootData } from '../session/root-data.js';
import { openDialog } from '../ui/dialog/dialog-store.js';
import { SystemPage } from '../ui/system-page.js';
import type { Route } from './+types/confirmation';
import '../features/confirmation/confirmation.css';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.confirmation);
}

const SUCCESS_PATH = '/confirmation/success';

/**
 * Where the confirmation email's link lands. With contact and code in the query it confirms, with or
 * without a session (the code is the proof), then goes to /confirmation/success. It confirms from the
 * browser, not in the loader: mail scanners that fetch links without running scripts confirm nothing.
 * Without them it explains confirmation and lets a logged-in player enter a code.
 */
export default function Confirmation() {
  const [params] = useSearchParams();
  const contact = params.get('contact')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  return contact && code ? <ConfirmByLink contact={contact} code={code} /> : <HowConfirmationWorks />;
}

function ConfirmByLink({ contact, code }: { contact: string; code: string }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const root = useRootData();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const uid = root?.account?.uid ?? 0;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const succeed = () => {
      // The hint of this tab and of the player's other tabs goes at once.
      noteContactConfirmed(uid, rules.normalizeLogin(contact));
      invalidateInitialData();
      void navigate(localizePath(SUCCESS_PATH, locale), { replace: true });
    };
    confirmContact(contact, code, { locale }).then(succeed, (failure: unknown) => {
      const outcome = confirmFailure(failure, t, locale);
      if (outcome.kind === 'confirmed') succeed();
      else setError(outcome.message);
    });
  }, [contact, code, locale, navigate, t, uid]);

  if (!error) {
    return (
      <SystemPage heading={t.emailConfirmation.page.confirming} description={displayContact(contact)} busy />
    );
  }
  const player = isPlayer(root) ? root.account : null;
  return (
    <SystemPage heading={t.emailConfirmation.page.failedHeading} description={error} icon="warning">
      {player ? (
        <button
          type="button"
          className="button button-primary"
          onClick={() => openDialog('emailConfirmation', { props: { contact: player.login } })}
        >
          {t.emailConfirmation.page.enterCode}
        </button>
      ) : (
        <GuestLogIn />
      )}
    </SystemPage>
  );
}

function HowConfirmationWorks() {
  const { t, format, locale } = useI18n();
  const root = useRootData();
  const player = isPlayer(root) ? root.account : null;
  const uid = player?.uid ?? 0;
  const [contacts, setContacts] = useState<ProfileContacts | null>(null);
  const page = t.emailConfirmation.page;

  // Whether the player's email is confirmed decides what the page offers; fresh initial data (a
  // confirmation in the dialog revalidates it) asks again.
  const account = root?.account;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account object is the trigger.
  useEffect(() => {
    setContacts(null);
    if (uid <= 0) return;
    let cancelled = false;
    getContacts({ locale })
      .then((found) => {
        if (!cancelled) setContacts(found);
      })
      .catch((error: unknown) => console.error('account/getprofileinfo failed', error));
    return () => {
      cancelled = true;
    };
  }, [uid, locale, account]);

  const email = contacts?.email;
  return (
    <SystemPage heading={t.pages.confirmation.heading} description={t.pages.confirmation.text} icon="mail">
      <h2 className="visually-hidden">{page.howHeading}</h2>
      <ol className="confirmation-steps" aria-label={page.howHeading}>
        <li>{page.steps.send}</li>
        <li>{page.steps.enter}</li>
        <li>{page.steps.done}</li>
      </ol>
      {player &&
        email &&
        (email.is_confirmed ? (
          <p className="confirmation-status" role="status">
            {format(page.confirmed, { contact: email.value })}
          </p>
        ) : email.value ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => openDialog('emailConfirmation', { props: { contact: email.value } })}
          >
            {page.enterCode}
          </button>
        ) : (
          <p>{page.noEmail}</p>
        ))}
      {!player && root && <GuestLogIn />}
    </SystemPage>
  );
}

/** A guest is asked to log in (the authorization dialog) to get a new code. */
function GuestLogIn() {
  const { t } = useI18n();
  return (
    <>
      <p>{t.emailConfirmation.page.guest}</p>
      <button type="button" className="button button-primary" onClick={() => openDialog('authorization')}>
        {t.header.login}
      </button>
    </>
  );
}
