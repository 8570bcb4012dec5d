import type { BackofficeInput } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { boDownload, type CsvMethodName } from '../api/client.js';
import { useFailureHandler } from '../api/use-failure-handler.js';
import { useI18n } from '../i18n/i18n-context.js';
import { saveBlob } from './save-blob.js';
import { useToast } from './toast.js';

/** Downloads a list's CSV with the filters on screen (the server caps it at 100,000 rows). */
export function ExportButton<M extends CsvMethodName>({
  method,
  input,
}: {
  method: M;
  input: BackofficeInput<M>;
}) {
  const { t } = useI18n();
  const toast = useToast();
  const onFailure = useFailureHandler();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await boDownload(method, input);
      saveBlob(file.blob, file.filename);
      toast(t.table.exported);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button" onClick={download} disabled={busy}>
      {busy ? t.table.exporting : t.table.export}
    </button>
  );
}
