import type { CONTENT_LIMITS, ContentRobots } from '@jeton/domain';
import type { ContentPageDetail } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextAreaField, TextField } from '../../ui/field.js';
import { useToast } from '../../ui/toast.js';
import { ContentPreview, RobotsChoice } from './content-editor-parts.js';
import './content-editor.css';
import { useSaveFailure } from './use-save-failure.js';

interface Props {
  page: ContentPageDetail;
  limits: typeof CONTENT_LIMITS;
}

/** The editing form of a content page, its preview, and the publish action. */
export function ContentEditor({ page, limits }: Props) {
  const { t, format } = useI18n();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [title, setTitle] = useState(page.title);
  const [description, setDescription] = useState(page.description);
  const [body, setBody] = useState(page.body);
  const [robots, setRobots] = useState<ContentRobots>(page.robots);
  const [ogImage, setOgImage] = useState(page.ogImage ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const { errors, setErrors, failure, setFailure, failed } = useSaveFailure();

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
        <RobotsChoice robots={robots} onChange={setRobots} />
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
      <ContentPreview preview={preview} />
    </div>
  );
}
