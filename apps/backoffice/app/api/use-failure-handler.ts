import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/i18n-context.js';
import type { Messages } from '../i18n/messages.js';
import { useToast } from '../ui/toast.js';
import { failureKind, loginPathFor, waitMinutes } from './errors.js';

/** Plain words for a failed call. */
export function describeFailure(error: unknown, t: Messages): string {
  switch (failureKind(error)) {
    case 'unauthenticated':
      return t.login.expired;
    case 'invalidCredentials':
      return t.login.invalidCredentials;
    case 'denied':
      return t.errors.denied;
    case 'invalid':
      return t.errors.invalid;
    case 'throttled':
      return t.login.throttled;
    case 'secondFactorLocked':
      return formatMessage(t.login.secondFactorLocked, { minutes: waitMinutes(error) });
    case 'unreachable':
      return t.login.unreachable;
    case 'notFound':
      return t.states.notFoundText;
    default:
      return t.errors.generic;
  }
}

/**
 * What a screen does with a failed action: an ended session goes back to log-in (keeping the page),
 * anything else is said in a toast.
 */
export function useFailureHandler(): (error: unknown) => void {
  const { t } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      if (failureKind(error) === 'unauthenticated') {
        navigate(loginPathFor(location.pathname + location.search), { replace: true });
        return;
      }
      toast(describeFailure(error, t), 'error');
    },
    [t, toast, navigate, location],
  );
}
