import { useMessages } from '../i18n/hooks.js';
import { useRootData } from '../session/root-data.js';
import './demo-band.css';

/**
 * Says on every page that the site is a demo while any sandbox provider is on (General info's
 * `sandbox_providers`, set by the server's configuration): its payment page credits whatever is picked.
 */
export function DemoBand() {
  const t = useMessages();
  const sandboxes = useRootData()?.general?.sandbox_providers ?? [];
  if (sandboxes.length === 0) return null;
  return (
    <p className="demo-band" role="note" data-sandboxes={sandboxes.join(' ')}>
      {t.common.demoBand}
    </p>
  );
}
