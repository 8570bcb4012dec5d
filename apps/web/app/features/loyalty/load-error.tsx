import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { EmptyState } from '../../ui/empty-state.js';

/** A part of a loyalty page that could not be loaded, with the way to try again. */
export function LoadError({ text }: { text: string }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  return (
    <div className="loyalty-load-error" role="alert">
      <EmptyState text={text} icon="warning" />
      <button type="button" className="button button-primary" onClick={() => void revalidator.revalidate()}>
        {t.pages.loyalty.retry}
      </button>
    </div>
  );
}
