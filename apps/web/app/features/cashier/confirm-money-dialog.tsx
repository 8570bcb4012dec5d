import { useState } from 'react';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';

/** What a page hands the confirmation: the texts, and what to do on yes (its errors stay on the page). */
export interface ConfirmMoneyProps {
  title: string;
  text: string;
  details?: readonly string[];
  yes: string;
  no: string;
  onConfirm: () => void;
}

/**
 * The confirmation before money moves (a deposit, a withdrawal, a cancel): the page's summary and
 * two answers. Yes closes the dialog and lets the page act, so a failure shows where the form is.
 */
export default function ConfirmMoneyDialog({ entry, requestClose, finish }: DialogComponentProps) {
  const props = entry.options.props as unknown as ConfirmMoneyProps;
  const [done, setDone] = useState(false);
  return (
    <Modal title={props.title} size="small" onRequestClose={requestClose}>
      <div className="cashier-confirm">
        <p>{props.text}</p>
        {props.details && props.details.length > 0 && (
          <ul className="cashier-confirm-details">
            {props.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <div className="cashier-confirm-actions">
          <button type="button" className="button button-secondary" onClick={requestClose}>
            {props.no}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            disabled={done}
            onClick={() => {
              setDone(true);
              finish();
              props.onConfirm();
            }}
          >
            {props.yes}
          </button>
        </div>
      </div>
    </Modal>
  );
}
