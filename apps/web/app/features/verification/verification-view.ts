import type { VerificationState, VerificationStatus } from '@jeton/domain';
import type { Messages } from '../../i18n/messages.js';

// What the verification tab says and offers for each state (pure, so it is tested without a browser).

/** start and retry create the applicant (a new attempt after a rejection); resubmit and view only open the page. */
export type VerificationAction = 'start' | 'retry' | 'resubmit' | 'view' | null;

export interface VerificationView {
  status: VerificationStatus;
  title: string;
  text: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  action: VerificationAction;
  actionLabel: string | null;
  /** While a decision is awaited the tab asks again by itself. */
  poll: boolean;
}

type Texts = Messages['verification'];

export function reasonText(texts: Texts, reason: string | null): string {
  const reasons = texts.reasons as Record<string, string>;
  return (reason && reasons[reason]) || texts.reasons.other;
}

export function verificationView(
  state: VerificationState,
  texts: Texts,
  format: (template: string, values: Record<string, string>) => string,
): VerificationView {
  const reason = reasonText(texts, state.reason);
  switch (state.status) {
    case 'approved':
      return view(state.status, texts.states.approved, 'success', null, null, false);
    case 'pending':
      return view(state.status, texts.states.pending, 'info', 'view', texts.states.pending.action, true);
    case 'rejected':
      return {
        ...view(state.status, texts.states.rejected, 'error', 'retry', texts.states.rejected.action, false),
        text: format(texts.states.rejected.text, { reason }),
      };
    case 'resubmission':
      return {
        ...view(
          state.status,
          texts.states.resubmission,
          'warning',
          'resubmit',
          texts.states.resubmission.action,
          false,
        ),
        text: format(texts.states.resubmission.text, { reason }),
      };
    case 'started':
      return view(state.status, texts.states.started, 'info', 'start', texts.states.started.action, false);
    default:
      return view('none', texts.states.none, 'info', 'start', texts.states.none.action, false);
  }
}

function view(
  status: VerificationStatus,
  state: { title: string; text: string },
  tone: VerificationView['tone'],
  action: VerificationAction,
  actionLabel: string | null,
  poll: boolean,
): VerificationView {
  return { status, title: state.title, text: state.text, tone, action, actionLabel, poll };
}
