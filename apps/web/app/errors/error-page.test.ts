import { AppError } from '@jeton/domain';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorPageFor } from './error-page.js';

const response = (status: number, data: unknown = null) => new ErrorResponse(status, '', data);

describe('errorPageFor', () => {
  it('maps 404 to not found and unknown statuses to not found', () => {
    expect(errorPageFor(response(404, { message: 'Page Not Found: /x' }))).toEqual({
      kind: 'notFound',
      status: 404,
    });
    expect(errorPageFor(response(418))).toMatchObject({ kind: 'notFound' });
    expect(errorPageFor(new Error('boom'))).toMatchObject({ kind: 'notFound' });
  });

  it('maps 403 to forbidden, and a 403 carrying the banned type to user blocked', () => {
    expect(errorPageFor(response(403, { message: 'no' }))).toEqual({ kind: 'forbidden', status: 403 });
    expect(errorPageFor(response(403, { type: 'UserBannedException' }))).toEqual({
      kind: 'userBlocked',
      status: 403,
    });
  });

  it('maps 503 and the application-disabled types to maintenance', () => {
    expect(errorPageFor(response(503, { type: 'ApplicationDisabledException' }))).toEqual({
      kind: 'maintenance',
      status: 503,
    });
    expect(errorPageFor(new AppError('ApplicationUnavailableException', 'down'))).toMatchObject({
      kind: 'maintenance',
    });
  });

  it('maps API errors thrown in the browser by their type and status', () => {
    expect(errorPageFor(new AppError('UserBannedException', 'banned'))).toMatchObject({
      kind: 'userBlocked',
    });
    expect(errorPageFor(new AppError('AccessDeniedException', 'no'))).toMatchObject({ kind: 'forbidden' });
  });
});
