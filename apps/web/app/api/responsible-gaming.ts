import type {
  ExclusionState,
  PlayLimitKind,
  PlayLimitPeriod,
  RealityCheckMinutes,
  ResponsibleGamingState,
  SelfExclusionDuration,
  SessionSummary,
  TimeOutDuration,
} from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// responsibleGaming: play limits, time-out, self-exclusion, reality check (server module
// responsible-gaming). Money in major units of the player's currency, session time in minutes.

export function getResponsibleGaming(options: ApiCallOptions = {}): Promise<ResponsibleGamingState> {
  return apiCall('responsibleGaming', 'get', {}, options);
}

export function setPlayLimit(
  input: { kind: PlayLimitKind; period: PlayLimitPeriod; value: string },
  options: ApiCallOptions = {},
): Promise<ResponsibleGamingState> {
  return apiCall('responsibleGaming', 'setLimit', input, {
    ...options,
    httpMethod: 'POST',
  });
}

export function takeBreak(duration: TimeOutDuration, options: ApiCallOptions = {}): Promise<ExclusionState> {
  return apiCall('responsibleGaming', 'takeBreak', { duration }, { ...options, httpMethod: 'POST' });
}

export function selfExclude(
  duration: SelfExclusionDuration,
  options: ApiCallOptions = {},
): Promise<ExclusionState> {
  return apiCall('responsibleGaming', 'selfExclude', { duration }, { ...options, httpMethod: 'POST' });
}

export function setRealityCheck(
  minutes: RealityCheckMinutes,
  options: ApiCallOptions = {},
): Promise<ResponsibleGamingState> {
  return apiCall('responsibleGaming', 'setRealityCheck', { minutes }, { ...options, httpMethod: 'POST' });
}

export function getSessionSummary(options: ApiCallOptions = {}): Promise<SessionSummary> {
  return apiCall('responsibleGaming', 'getSessionSummary', {}, options);
}
