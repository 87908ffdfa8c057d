import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataLayerHandler, onRegistrationComplete, trackRegistrationComplete } from './tracking.ts';

afterEach(() => {
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

describe('registration tracking', () => {
  it('pushes a sign_up event to the page data layer when there is one', () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown }).dataLayer = dataLayer;
    trackRegistrationComplete({ method: 'email', agentCode: 'AG01' });
    expect(dataLayer).toEqual([{ event: 'sign_up', method: 'email', agent_code: 'AG01' }]);
  });

  it('does nothing without a data layer', () => {
    expect(() => trackRegistrationComplete({ method: 'line' })).not.toThrow();
    const target: { dataLayer?: unknown } = {};
    dataLayerHandler(target)({ method: 'google' });
    expect(target).toEqual({});
  });

  it('calls plugged-in handlers until they are removed, even when another one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = vi.fn();
    const removeBroken = onRegistrationComplete(() => {
      throw new Error('broken platform');
    });
    const remove = onRegistrationComplete(seen);
    trackRegistrationComplete({ method: 'google' });
    expect(seen).toHaveBeenCalledWith({ method: 'google' });
    expect(error).toHaveBeenCalled();
    remove();
    removeBroken();
    trackRegistrationComplete({ method: 'google' });
    expect(seen).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
