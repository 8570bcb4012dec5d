import { ERROR_STATUS, ERROR_TYPES, type ErrorType } from '@jeton/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TRANSPORT_ERROR_STATUS } from '../api/error-handler.js';
import type { CallResult } from './app.js';

/** Asserts a 200 answer and gives its data. */
export function dataOf<T = Record<string, unknown>>(result: CallResult): T {
  expect(result.body.error, JSON.stringify(result.body.error)).toBeUndefined();
  expect(result.status).toBe(200);
  return result.body.data as T;
}

/** Asserts an error envelope of a catalogue type with its HTTP status; gives the error. */
export function errorOf(result: CallResult, type: string, status: number) {
  expect(result.body.error?.type, JSON.stringify(result.body)).toBe(type);
  expect(result.status).toBe(status);
  expect(result.body.data).toBeUndefined();
  return result.body.error!;
}

/** Asserts InvalidParameterException (400) with exactly these field errors. */
export function expectFieldErrors(result: CallResult, fields: Record<string, string>): void {
  const error = errorOf(result, 'InvalidParameterException', 400);
  expect(error.data?.fields).toEqual(fields);
}

export interface ErrorBody {
  type: ErrorType;
  message: string;
  code?: string;
  data?: Record<string, unknown>;
}

/**
 * Asserts a refusal as DESIGN "The product API" describes it: a 4xx status (never a 5xx), a JSON
 * body that is exactly `{error}`, a catalogue type, and the status of that type. Answers the error.
 */
export function expectRefusal(response: LightMyRequestResponse): ErrorBody {
  const context = `${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = response.json() as { error?: ErrorBody };
  expect(Object.keys(body), context).toEqual(['error']);
  const error = body.error!;
  expect(ERROR_TYPES, context).toContain(error.type);
  expect(response.statusCode, context).toBe(
    TRANSPORT_ERROR_STATUS[error.code ?? ''] ?? ERROR_STATUS[error.type],
  );
  expect(typeof error.message, context).toBe('string');
  expect(error.message.length, context).toBeGreaterThan(0);
  return error;
}
