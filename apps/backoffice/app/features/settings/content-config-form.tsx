import { LOCALES, type LocaleCode } from '@jeton/domain';
import { CONTENT_CONFIG_MAX_CHARS } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { failureKind } from '../../api/errors.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextAreaField } from '../../ui/field.js';
import { useToast } from '../../ui/toast.js';

// Each locale's content configuration as the JSON the site reads (GET /nfx/cms-config/{locale}):
// the server refuses text that is not JSON or a section the site could not read, and says which.

export function ContentConfigForm({ documents }: { documents: Record<LocaleCode, string> }) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="content-config-title">
      <h2 id="content-config-title">{t.settings.contentConfig}</h2>
      <p className="muted">{t.settings.contentConfigIntro}</p>
      {LOCALES.map((locale) => (
        <DocumentForm key={`${locale}:${documents[locale]}`} locale={locale} document={documents[locale]} />
      ))}
    </section>
  );
}

function DocumentForm({ locale, document }: { locale: LocaleCode; document: string }) {
  const { t, format } = useI18n();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [text, setText] = useState(document);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const name = t.locales[locale];

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await boCall('settings/updateContentConfig', { locale, document: text });
      toast(format(t.settings.documentSaved, { locale: name }));
      await revalidator.revalidate();
    } catch (failure) {
      // The server names what does not read (a section, or "Not JSON").
      const fields = (failure as { data?: { fields?: Record<string, string> } }).data?.fields;
      setError(
        failureKind(failure) === 'invalid' && fields?.document
          ? fields.document
          : describeFailure(failure, t),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="settings-form" onSubmit={save} noValidate>
      <TextAreaField
        label={format(t.settings.document, { locale: name })}
        hint={t.settings.documentHint}
        className="code"
        rows={12}
        spellCheck={false}
        maxLength={CONTENT_CONFIG_MAX_CHARS}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t.settings.saving : t.settings.save}
        </button>
      </div>
    </form>
  );
}
