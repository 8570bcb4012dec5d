import { ERROR_STATUS, ERROR_TYPES, type ErrorType } from '@jeton/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

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
  expect(response.statusCode, context).toBe(ERROR_STATUS[error.type]);
  expect(typeof error.message, context).toBe('string');
  expect(error.message.length, context).toBeGreaterThan(0);
  return error;
}

let ipCounter = 0;

/** A fresh client address, so per-IP and per-method rate limits do not mix tests together. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
