import { AppError, type CONTENT_LIMITS, type ContentRobots } from '@jeton/domain';
import type { ContentPageDetail } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { failureKind, fieldErrors } from '../../api/errors.js';
import { describeFailure, useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextAreaField, TextField } from '../../ui/field.js';
import { useToast } from '../../ui/toast.js';
import './content-editor.css';

interface Props {
  page: ContentPageDetail;
  limits: typeof CONTENT_LIMITS;
}

/** The editing form of a content page, its preview, and the publish action. */
export function ContentEditor({ page, limits }: Props) {
  const { t, format } = useI18n();
  const toast = useToast();
  const revalidator = useRevalidator();
  const onFailure = useFailureHandler();
  const [title, setTitle] = useState(page.title);
  const [description, setDescription] = useState(page.description);
  const [body, setBody] = useState(page.body);
  const [robots, setRobots] = useState<ContentRobots>(page.robots);
  const [ogImage, setOgImage] = useState(page.ogImage ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function failed(error: unknown) {
    if (failureKind(error) === 'unauthenticated') return onFailure(error);
    const fields = fieldErrors(error);
    setErrors(fields);
    const conflict = error instanceof AppError && error.code === 'CONTENT_VERSION_CONFLICT';
    setFailure(conflict ? t.content.conflict : Object.keys(fields).length ? null : describeFailure(error, t));
  }

  async function showPreview() {
    setBusy('preview');
    try {
      setPreview((await boCall('content/preview', { body })).html);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function publish(event: React.FormEvent) {
    event.preventDefault();
    setBusy('save');
    setErrors({});
    setFailure(null);
    try {
      const { version } = await boCall('content/save', {
        slug: page.slug,
        locale: page.locale,
        title,
        description,
        body,
        robots,
        ogImage: ogImage.trim() || null,
        baseVersion: page.version,
      });
      toast(format(t.content.saved, { version }));
      await revalidator.revalidate();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="content-editor">
      <form onSubmit={publish} noValidate className="content-card">
        <TextField
          label={t.content.pageTitle}
          value={title}
          required
          maxLength={limits.title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label={t.content.description}
          hint={t.content.descriptionHint}
          value={description}
          required
          maxLength={limits.description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextAreaField
          label={t.content.body}
          hint={t.content.bodyHint}
          value={body}
          rows={18}
          required
          maxLength={limits.body}
          spellCheck
          className="content-body-input"
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
        />
        <fieldset>
          <legend>{t.content.robots}</legend>
          {(['index', 'noindex'] as const).map((value) => (
            <label key={value} className="content-radio">
              <input
                type="radio"
                name="robots"
                value={value}
                checked={robots === value}
                onChange={() => setRobots(value)}
              />
              {value === 'index' ? t.content.robotsIndex : t.content.robotsNoindex}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t.content.ogImage}
          hint={t.content.ogImageHint}
          value={ogImage}
          maxLength={limits.ogImage}
          error={errors.ogImage}
          onChange={(event) => setOgImage(event.target.value)}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="content-actions">
          <button type="button" className="button" disabled={busy !== null} onClick={showPreview}>
            {busy === 'preview' ? t.content.previewing : t.content.preview}
          </button>
          <button type="submit" className="button button-primary" disabled={busy !== null}>
            {busy === 'save' ? t.content.saving : t.content.save}
          </button>
        </div>
      </form>
      <section className="content-card" aria-labelledby="content-preview-title" aria-live="polite">
        <h2 id="content-preview-title">{t.content.previewTitle}</h2>
        {preview === null ? (
          <p>{t.content.previewEmpty}</p>
        ) : (
          <div className="content-preview-body" data-testid="content-preview">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server (content/preview), the same renderer as the player site. */}
            <div dangerouslySetInnerHTML={{ __html: preview }} />
          </div>
        )}
      </section>
    </div>
  );
}
