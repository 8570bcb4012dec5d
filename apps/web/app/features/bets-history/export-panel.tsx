import { HISTORY_EXPORT_FORMATS, type HistoryExport, type HistoryExportFormat } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { type BetsFilters, getHistoryExport, requestHistoryExport } from '../../api/records.js';
import { useI18n } from '../../i18n/hooks.js';
import { CashierNotice } from '../cashier/cashier-notice.js';
import { errorData } from '../cashier/server-calls.js';

const POLL_MS = 1000;
const FORMAT_NAMES: Record<HistoryExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX' };

type ExportState =
  | { state: 'idle' }
  | { state: 'requesting'; format: HistoryExportFormat }
  | { state: 'running'; job: HistoryExport }
  | { state: 'error'; message: 'requestFailed' | 'failed' | 'disabled' };

/**
 * CSV and XLSX export through the background job: asks for the file with the page's filters, shows
 * progress while the job runs (polling its request), then the download link, for this player only.
 */
export function ExportPanel({ filters }: { filters: BetsFilters }) {
  const { t, locale, format } = useI18n();
  const texts = t.records.export;
  const [current, setCurrent] = useState<ExportState>({ state: 'idle' });

  const running = current.state === 'running' && current.job.status === 'pending' ? current.job : null;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(async () => {
      try {
        const job = await getHistoryExport(running.id, { locale });
        if (!job) setCurrent({ state: 'error', message: 'failed' });
        else if (job.status === 'failed') setCurrent({ state: 'error', message: 'failed' });
        else setCurrent({ state: 'running', job });
      } catch {
        // A failed poll is tried again on the next tick: the job itself goes on.
        setCurrent({ state: 'running', job: { ...running } });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, locale]);

  const start = async (wanted: HistoryExportFormat) => {
    setCurrent({ state: 'requesting', format: wanted });
    try {
      const job = await requestHistoryExport(wanted, filters, { locale });
      setCurrent({ state: 'running', job });
    } catch (failure) {
      const disabled = errorData(failure).code === 'GAME_HISTORY_EXPORT_DISABLED';
      setCurrent({ state: 'error', message: disabled ? 'disabled' : 'requestFailed' });
    }
  };

  const busy = current.state === 'requesting' || running !== null;
  const ready = current.state === 'running' && current.job.status === 'ready' ? current.job : null;
  const pendingFormat = current.state === 'requesting' ? current.format : running ? running.format : null;

  return (
    <section className="bets-export" aria-labelledby="bets-export-heading">
      <h3 id="bets-export-heading">{texts.title}</h3>
      <p className="cashier-hint">{texts.intro}</p>
      <div className="bets-export-actions">
        {HISTORY_EXPORT_FORMATS.map((option) => (
          <button
            key={option}
            type="button"
            className="button button-secondary"
            onClick={() => start(option)}
            disabled={busy}
          >
            {texts[option]}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {pendingFormat && (
          <p className="bets-export-progress" role="status">
            <progress aria-label={format(texts.pending, { format: FORMAT_NAMES[pendingFormat] })} />
            <span>{format(texts.pending, { format: FORMAT_NAMES[pendingFormat] })}</span>
          </p>
        )}
        {ready?.download_url && (
          <p className="bets-export-ready">
            {format(texts.ready, { format: FORMAT_NAMES[ready.format], rows: ready.row_count ?? 0 })}{' '}
            <a href={ready.download_url} download className="button button-primary">
              {format(texts.download, { file: FORMAT_NAMES[ready.format] })}
            </a>
          </p>
        )}
      </div>
      {current.state === 'error' && <CashierNotice tone="error">{texts[current.message]}</CashierNotice>}
    </section>
  );
}
