import { CONTENT_LIMITS } from '@jeton/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { failureKind, fieldErrors } from '../../api/errors.js';
import { describeFailure, useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextAreaField } from '../../ui/field.js';
import { useToast } from '../../ui/toast.js';

/** The operator's Disallow rules of robots.txt, one path per line; the server checks each. */
export function RobotsEditor({ rules }: { rules: readonly string[] }) {
  const { t } = useI18n();
  const toast = useToast();
  const revalidator = useRevalidator();
  const onFailure = useFailureHandler();
  const [text, setText] = useState(rules.join('\n'));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const disallow = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    try {
      await boCall('content/saveRobots', { disallow });
      toast(t.content.robotsSaved);
      await revalidator.revalidate();
    } catch (failure) {
      if (failureKind(failure) === 'unauthenticated') onFailure(failure);
      else setError(Object.values(fieldErrors(failure))[0] ?? describeFailure(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="robots-title" className="content-card">
      <h2 id="robots-title">{t.content.robotsTitle}</h2>
      <p>{t.content.robotsIntro}</p>
      <form onSubmit={save} noValidate>
        <TextAreaField
          label={t.content.robotsRules}
          value={text}
          rows={5}
          maxLength={CONTENT_LIMITS.robotsRules * (CONTENT_LIMITS.robotsRule + 1)}
          spellCheck={false}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t.content.robotsSave}
        </button>
      </form>
    </section>
  );
}
