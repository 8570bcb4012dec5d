import { useState } from 'react';
import { boCall } from '../../api/client.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useToast } from '../../ui/toast.js';

/** The operator's on-duty switch: players reach the desk live only while someone is on duty. */
export function DutySwitch({ onDuty, onChanged }: { onDuty: boolean; onChanged: () => void }) {
  const { t } = useI18n();
  const toast = useToast();
  const fail = useFailureHandler();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await boCall('chat/setDuty', { onDuty: !onDuty });
      toast(answer.onDuty ? t.chat.dutyStarted : t.chat.dutyEnded);
      onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="chat-duty">
      <button
        type="button"
        role="switch"
        aria-checked={onDuty}
        aria-describedby="chat-duty-hint"
        className={`chat-duty-switch ${onDuty ? 'is-on' : ''}`}
        disabled={busy}
        onClick={toggle}
      >
        <span className="chat-duty-track" aria-hidden="true" />
        {t.chat.duty}
      </button>
      <p id="chat-duty-hint" className="field-hint">
        {t.chat.dutyHint}
      </p>
    </div>
  );
}
