import { AppError, type UnsubscribeAnswer } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { unsubscribe } from '../../api/profile.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { SystemPage } from '../../ui/system-page.js';

type Outcome =
  | { kind: 'working' }
  | { kind: 'answered'; answer: UnsubscribeAnswer }
  | { kind: 'invalid' | 'expired' | 'failed' };

/** What a failed account/unsubscribe means: a bad or an old link, or a call that did not go through. */
export function unsubscribeFailure(error: unknown): 'invalid' | 'expired' | 'failed' {
  if (!(error instanceof AppError)) return 'failed';
  if (error.code === 'UNSUBSCRIBE_LINK_EXPIRED') return 'expired';
  if (error.type === 'InvalidParameterException' || error.type === 'InvalidRequestException')
    return 'invalid';
  return 'failed';
}

/**
 * Unsubscribes with the link's token and says plainly what happened. The call is made by the
 * browser, not the loader: mail scanners that fetch links without running scripts change nothing.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const { t, locale } = useI18n();
  const texts = t.profile.unsubscribe;
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'working' } : { kind: 'invalid' });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    setOutcome({ kind: 'working' });
    unsubscribe(token, { locale }).then(
      (answer) => !cancelled && setOutcome({ kind: 'answered', answer }),
      (error: unknown) => !cancelled && setOutcome({ kind: unsubscribeFailure(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, locale]);

  const toProfile = { label: texts.toProfile, to: localizePath(PATHS.profileSettings, locale) };
  switch (outcome.kind) {
    case 'working':
      return <SystemPage heading={texts.working} description={t.system.unsubscribe.description} busy />;
    case 'answered': {
      const { status, channel } = outcome.answer;
      return status === 'unsubscribed' ? (
        <SystemPage
          heading={texts.done}
          description={channel === 'email' ? texts.doneEmail : texts.donePhone}
          icon="check"
          action={toProfile}
        />
      ) : (
        <SystemPage heading={texts.already} description={texts.alreadyText} icon="check" action={toProfile} />
      );
    }
    case 'expired':
      return <SystemPage heading={texts.expired} description={texts.expiredText} action={toProfile} />;
    case 'invalid':
      return <SystemPage heading={texts.invalid} description={texts.invalidText} action={toProfile} />;
    default:
      return <SystemPage heading={texts.failed} description={texts.failedText} action={toProfile} />;
  }
}
