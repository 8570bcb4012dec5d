import { describe, expect, it } from 'vitest';
import { toAppError } from './error-handler.js';

// How an error no handler recognised is answered (decision 0083 for the deadlock).

/** As drizzle throws a driver's error: its own, the driver's (with the SQLSTATE) as `cause`. */
const failedQuery = (code: string) =>
  Object.assign(new Error('Failed query: SELECT 1'), { cause: Object.assign(new Error('x'), { code }) });

describe('toAppError', () => {
  it('answers a deadlock that outlasted its retries as a 503 to try again', () => {
    for (const code of ['40P01', '40001']) {
      const answer = toAppError(failedQuery(code));
      expect(answer.status).toBe(503);
      expect(answer.toEnvelope().error).toMatchObject({
        type: 'ApplicationUnavailableException',
        code: 'TRY_AGAIN',
      });
    }
  });

  it('answers any other database error as the 500 of a bug', () => {
    const answer = toAppError(failedQuery('23505'));
    expect(answer.status).toBe(500);
    expect(answer.toEnvelope()).toEqual({
      error: {
        type: 'InternalServerErrorException',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
  });
});
