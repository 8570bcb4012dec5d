import { useI18n } from '../../i18n/hooks.js';

interface LoadMoreFooterProps {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
  texts: { shown: string; loadMore: string; loadingMore: string };
}

/** Under a paged list (payments, bets): how many of the total are shown, and "load more" while some are left. */
export function LoadMoreFooter({ shown, total, loading, onMore, texts }: LoadMoreFooterProps) {
  const { format } = useI18n();
  return (
    <div className="list-footer">
      {/* Counted again with each page, the total may have moved: never fewer than are listed. */}
      <span role="status">{format(texts.shown, { shown, total: Math.max(total, shown) })}</span>
      {shown < total && (
        <button type="button" className="button button-secondary" onClick={onMore} disabled={loading}>
          {loading ? texts.loadingMore : texts.loadMore}
        </button>
      )}
    </div>
  );
}
