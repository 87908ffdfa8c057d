import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { ActionKey } from './actionKey.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const noAnswer = new ApiError({ code: 0, error: 'NETWORK_ERROR', msg: 'Request Error' });
const refused = new ApiError({ code: 422, error: 'INSUFFICIENT_FUNDS', msg: 'Your balance is not enough for this.' });

describe('idempotency key of a user action', () => {
  it('reuses the key for the same request until it is answered', () => {
    const key = new ActionKey(counter());
    expect(key.for({ amount: '10' })).toBe('key-1');
    expect(key.for({ amount: '10' })).toBe('key-1');
    key.settle(noAnswer);
    expect(key.for({ amount: '10' })).toBe('key-1');
  });

  it('takes a new key for a changed request', () => {
    const key = new ActionKey(counter());
    key.for({ amount: '10' });
    expect(key.for({ amount: '11' })).toBe('key-2');
  });

  it('starts a new action after the server answered, success or refusal', () => {
    const key = new ActionKey(counter());
    key.for({ amount: '10' });
    key.settle();
    expect(key.for({ amount: '10' })).toBe('key-2');
    key.settle(refused);
    expect(key.for({ amount: '10' })).toBe('key-3');
  });
});
