import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import { useLogout } from '../../session/use-logout.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { useMoney } from '../cashier/cashier-format.js';
import { hoursAndMinutes } from './reality-check-schedule.js';
import type { RealityCheckProps } from './use-reality-check.js';
import './responsible-gaming.css';

/** The reality check: time since log-in, the session's result, and "continue" or "log out". */
export default function RealityCheckDialog({ entry, requestClose }: DialogComponentProps) {
  useSections('responsibleGaming', 'cashier');
  const { t, format } = useI18n();
  const texts = t.responsibleGaming.reality;
  const money = useMoney();
  const { logout, pending, failed } = useLogout();
  const props = entry.options.props as unknown as RealityCheckProps;
  const { summary } = props;
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    queueMicrotask(() => first.current?.focus());
  }, []);
  const time = hoursAndMinutes(props.elapsedMs);
  const elapsed =
    time.hours > 0
      ? format(texts.hoursMinutes, { hours: time.hours, minutes: time.minutes })
      : format(t.responsibleGaming.minutes, { count: time.minutes });
  const signed = (amount: number) => `${amount > 0 ? '+' : ''}${money(amount, summary.currency)}`;
  return (
    <Modal
      title={texts.title}
      size="small"
      role="alertdialog"
      preventClose={props.timeUp}
      onRequestClose={requestClose}
    >
      <div className="rg-reality" data-testid="reality-check">
        {props.timeUp && <p className="rg-reality-warning">{texts.timeUp}</p>}
        <p>{format(texts.elapsed, { time: elapsed })}</p>
        <p>
          {format(texts.net, {
            amount: signed(summary.net),
            won: money(summary.won, summary.currency),
            staked: money(summary.staked, summary.currency),
          })}
        </p>
        {failed && <p role="alert">{t.header.logoutFailed}</p>}
        <div className="rg-actions">
          {!props.timeUp && (
            <button type="button" className="button button-primary" ref={first} onClick={requestClose}>
              {texts.continue}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            ref={props.timeUp ? first : undefined}
            disabled={pending}
            // Logged out, the player is no longer one: the reality check closes this dialog itself.
            onClick={() => void logout()}
          >
            {texts.logout}
          </button>
        </div>
      </div>
    </Modal>
  );
}
