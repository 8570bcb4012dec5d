import { describe, expect, it } from 'vitest';
import { readQueue } from './queue-params.js';

describe('the withdrawal queue filters', () => {
  it('show the pending withdrawals by default', () => {
    expect(readQueue(new URLSearchParams())).toEqual({ status: 'pending', page: 1, perPage: 25 });
  });

  it('show every status on request, and one player', () => {
    expect(readQueue(new URLSearchParams('status=all&playerId=42&page=2'))).toEqual({
      playerId: 42,
      page: 2,
      perPage: 25,
    });
  });

  it('ignore what is not a status nor an id', () => {
    expect(readQueue(new URLSearchParams('status=stolen&playerId=-1'))).toEqual({ page: 1, perPage: 25 });
  });
});
