import { AppError } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { fr } from '../i18n/fr.js';
import { boCall, boDownload, NETWORK_FAILURE } from './client.js';
import {
  failureKind,
  fieldErrors,
  loginPathFor,
  missingPermission,
  safeNextPath,
  waitMinutes,
} from './errors.js';
import { appPathOf } from './loader-guard.js';
import { describeFailure } from './use-failure-handler.js';

function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers });
  };
  return { fetch, calls };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('the back office API client', () => {
  it('posts JSON with the CSRF header and answers the data', async () => {
    const { fetch, calls } = answering(200, { data: { items: [], total: 0, totalCapped: false } });
    const answer = await boCall('players/search', { query: 'ann', page: 1, perPage: 25 }, { fetch });
    expect(answer).toEqual({ items: [], total: 0, totalCapped: false });
    expect(calls[0]?.url).toBe('/backoffice/api/players/search');
    expect(calls[0]?.init.method).toBe('POST');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['x-jeton-backoffice']).toBe('1');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ query: 'ann', page: 1, perPage: 25 });
  });

  it('maps a 401 to an ended session, and log-in refusal to wrong credentials', async () => {
    const expired = await failureOf(
      boCall('auth/me', {}, answering(401, { error: { type: 'AuthorizationException', message: 'x' } })),
    );
    expect(failureKind(expired)).toBe('unauthenticated');
    const refused = await failureOf(
      boCall(
        'auth/login',
        { email: 'a@b.c', password: 'p', totp: '123456' },
        answering(401, {
          error: { type: 'AuthorizationException', message: 'x', code: 'INVALID_CREDENTIALS' },
        }),
      ),
    );
    expect(failureKind(refused)).toBe('invalidCredentials');
  });

  it('maps a 403 with the missing permission', async () => {
    const error = await failureOf(
      boCall(
        'players/ban',
        { id: 1, reason: 'r' },
        answering(403, {
          error: {
            type: 'AccessDeniedException',
            message: 'x',
            code: 'PERMISSION_REQUIRED',
            data: { permission: 'players.ban' },
          },
        }),
      ),
    );
    expect(failureKind(error)).toBe('denied');
    expect(missingPermission(error)).toBe('players.ban');
  });

  it('maps a 400 with its fields, a 429, and a page that is not JSON', async () => {
    const invalid = await failureOf(
      boCall(
        'players/addNote',
        { id: 1, text: '' },
        answering(400, {
          error: {
            type: 'InvalidParameterException',
            message: 'x',
            data: { fields: { text: 'Field is required' } },
          },
        }),
      ),
    );
    expect(failureKind(invalid)).toBe('invalid');
    expect(fieldErrors(invalid)).toEqual({ text: 'Field is required' });
    const throttled = await failureOf(
      boCall('auth/me', {}, answering(429, { error: { type: 'TooManyRequestsException', message: 'x' } })),
    );
    expect(failureKind(throttled)).toBe('throttled');
    const proxy = await failureOf(boCall('auth/me', {}, answering(502, '<html>Bad gateway</html>')));
    expect(proxy).toBeInstanceOf(AppError);
    expect(failureKind(proxy)).toBe('other');
  });

  it('says how many minutes a second-factor lock lasts, in each language', async () => {
    const locked = await failureOf(
      boCall(
        'auth/login',
        { email: 'a@b.c', password: 'p', totp: '123456' },
        answering(429, {
          error: {
            type: 'TooManyRequestsException',
            message: 'Too many wrong codes. Try again in 15 minutes.',
            code: 'SECOND_FACTOR_LOCKED',
            data: { retry_after: 841, locked_until: '2026-12-01T10:15:00.000Z' },
          },
        }),
      ),
    );
    expect(failureKind(locked)).toBe('secondFactorLocked');
    expect(waitMinutes(locked)).toBe(15);
    expect(describeFailure(locked, en)).toBe('Too many wrong codes for this account. Try again in 15 min.');
    expect(describeFailure(locked, fr)).toBe('Trop de codes erronés pour ce compte. Réessayez dans 15 min.');
  });
});

describe('the back office API client, offline and for exports', () => {
  it('says the server could not be reached when fetch fails', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await failureOf(boCall('auth/me', {}, { fetch }));
    expect((error as AppError).code).toBe(NETWORK_FAILURE);
    expect(failureKind(error)).toBe('unreachable');
  });

  it('downloads a CSV with the file name the server gives', async () => {
    const { fetch } = answering(200, 'id,email\n1,a@b.c\n', {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="players-2026-11-24.csv"',
    });
    const file = await boDownload('players/export', { query: 'a' }, { fetch });
    expect(file.filename).toBe('players-2026-11-24.csv');
    expect(await file.blob.text()).toBe('id,email\n1,a@b.c\n');
  });

  it('refuses an export with the error envelope', async () => {
    const error = await failureOf(
      boDownload(
        'players/export',
        {},
        answering(403, {
          error: { type: 'AccessDeniedException', message: 'x', code: 'PERMISSION_REQUIRED' },
        }),
      ),
    );
    expect(failureKind(error)).toBe('denied');
  });
});

describe('the way back after log-in', () => {
  it('keeps the page the operator was on', () => {
    expect(loginPathFor('/players/12?tab=notes')).toBe('/login?next=%2Fplayers%2F12%3Ftab%3Dnotes');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('never leads outside the app, nor back to log-in', () => {
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('//evil.example/x')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('/withdrawals?status=pending')).toBe('/withdrawals?status=pending');
  });

  it('reads the path inside the app from a request URL', () => {
    expect(appPathOf('http://localhost:3000/backoffice/players?query=a')).toBe('/players?query=a');
    expect(appPathOf('http://localhost:3000/backoffice')).toBe('/');
  });
});
