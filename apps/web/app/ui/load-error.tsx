import { useRevalidator } from 'react-router';
import { EmptyState } from './empty-state.js';

/**
 * What a page shows when its data could not be loaded: the reason in plain words and a button that
 * runs the page's loaders again. The label comes from the page's own catalogue section.
 */
export function LoadError({ text, retryLabel }: { text: string; retryLabel: string }) {
  const revalidator = useRevalidator();
  return (
    <div className="load-error" role="alert">
      <EmptyState text={text} icon="warning" />
      <button type="button" className="button button-primary" onClick={() => void revalidator.revalidate()}>
        {retryLabel}
      </button>
    </div>
  );
}
