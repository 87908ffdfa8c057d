import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import type { AgentApplicationStatus } from '../contracts/agent.ts';
import {
  $application,
  $applicationStatus,
  $applyConfirming,
  PENDING_POLL_MS,
  adoptApproval,
  askToApply,
  cancelApply,
  confirmApply,
  followApplication,
  loadApplication,
} from './agentApplication.ts';
import type { PageVisibility } from './polling.ts';
import { $isAgent } from './session.ts';
import { $toasts } from './toasts.ts';

const server = setUpStoreTests('player-token');
afterEach(() => {
  cancelApply();
});

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const status = (changes: Partial<AgentApplicationStatus>): AgentApplicationStatus => ({
  status: 'none',
  reason: null,
  appliedAt: null,
  reviewedAt: null,
  ...changes,
});
const STATUS = '/v2/app/agent/apply/status';
const APPLY = '/v2/app/agent/apply';
const calls = (path: string) => server().seen.filter((r) => r.path === path);
const visible: PageVisibility = { hidden: () => false, onShown: () => () => {} };

describe('becoming an agent', () => {
  it('asks first: nothing is sent until the player confirms, and cancelling sends nothing', async () => {
    server().on(STATUS, (_, res) => sendJson(res, 200, ok(status({}))));
    await loadApplication();
    expect($applicationStatus.get()).toBe('none');
    askToApply();
    expect($applyConfirming.get()).toBe(true);
    cancelApply();
    expect($applyConfirming.get()).toBe(false);
    expect(calls(APPLY)).toHaveLength(0);
  });

  it('applies once confirmed, says so and shows the pending status', async () => {
    let applied = false;
    server().on(STATUS, (_, res) => sendJson(res, 200, ok(applied ? status({ status: 'pending', appliedAt: '2026-11-25T10:00:00.000Z' }) : status({}))));
    server().on(APPLY, (_, res) => {
      applied = true;
      sendJson(res, 200, ok(status({ status: 'pending', appliedAt: '2026-11-25T10:00:00.000Z' })));
    });
    await loadApplication();
    askToApply();
    await expect(confirmApply('Application sent')).resolves.toBe(true);
    expect(calls(APPLY)).toHaveLength(1);
    expect($applyConfirming.get()).toBe(false);
    expect($applicationStatus.get()).toBe('pending');
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Application sent']);
  });

  it('after a refusal reads the status again, so the panel shows what is true', async () => {
    server().on(STATUS, (_, res) => sendJson(res, 200, ok(status({ status: 'pending' }))));
    server().on(APPLY, (_, res) => sendJson(res, 409, { code: 409, msg: 'Already pending', data: null, error: 'AGENT_APPLICATION_PENDING', reqId: 'r' }));
    askToApply();
    await expect(confirmApply('Application sent')).resolves.toBe(false);
    expect($applicationStatus.get()).toBe('pending');
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Already pending']);
  });

  it('shows a rejection with its reason', async () => {
    server().on(STATUS, (_, res) => sendJson(res, 200, ok(status({ status: 'rejected', reason: 'Too few referrals' }))));
    await loadApplication();
    expect($applicationStatus.get()).toBe('rejected');
    expect($application.get().data?.reason).toBe('Too few referrals');
  });

  it('adopts an approval: the agent flag is read and stored beside the token', async () => {
    server().on('/v2/app/agent/is/agent', (_, res) => sendJson(res, 200, ok(true)));
    await adoptApproval(status({ status: 'pending' }));
    expect(calls('/v2/app/agent/is/agent')).toHaveLength(0);
    await adoptApproval(status({ status: 'approved' }));
    expect($isAgent.get()).toBe(true);
    expect($applicationStatus.get()).toBe('approved');
  });

  it('reads a pending application again after PENDING_POLL_MS, and stops once it is decided', async () => {
    let reads = 0;
    server().on(STATUS, (_, res) => {
      reads += 1;
      sendJson(res, 200, ok(status({ status: reads < 2 ? 'pending' : 'approved' })));
    });
    server().on('/v2/app/agent/is/agent', (_, res) => sendJson(res, 200, ok(true)));
    const timers: { delay: number; run: () => void }[] = [];
    const realSetTimeout = globalThis.setTimeout;
    // The poller's waits are held here; every other timer (the API client's) runs as usual.
    globalThis.setTimeout = ((run: () => void, delay: number) => {
      if (delay !== PENDING_POLL_MS) return realSetTimeout(run, delay);
      timers.push({ run, delay });
      return 0 as unknown as ReturnType<typeof setTimeout>;
    }) as typeof setTimeout;
    try {
      const stop = followApplication(visible);
      await loadApplication();
      expect(timers).toHaveLength(1);
      timers[0].run();
      await new Promise((resolve) => realSetTimeout(resolve, 50));
      for (let i = 0; i < 20 && !$isAgent.get(); i += 1) await new Promise((resolve) => realSetTimeout(resolve, 20));
      expect(reads).toBe(2);
      expect(timers).toHaveLength(1);
      expect($isAgent.get()).toBe(true);
      stop();
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
  });
});
