import type { ContentRobots } from '@jeton/domain';
import { useI18n } from '../../i18n/i18n-context.js';

/** Whether search engines may index the page. */
export function RobotsChoice({
  robots,
  onChange,
}: {
  robots: ContentRobots;
  onChange: (robots: ContentRobots) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend>{t.content.robots}</legend>
      {(['index', 'noindex'] as const).map((value) => (
        <label key={value} className="content-radio">
          <input
            type="radio"
            name="robots"
            value={value}
            checked={robots === value}
            onChange={() => onChange(value)}
          />
          {value === 'index' ? t.content.robotsIndex : t.content.robotsNoindex}
        </label>
      ))}
    </fieldset>
  );
}

/** The body as the player site will show it, rendered by the server. */
export function ContentPreview({ preview }: { preview: string | null }) {
  const { t } = useI18n();
  return (
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
  );
}
