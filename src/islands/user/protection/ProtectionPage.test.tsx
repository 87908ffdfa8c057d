import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sendJson } from '../../../api/testServer.ts';
import type { ProtectionState } from '../../../contracts/protection.ts';
import { ok, setUpUserIslandTests, signIn } from '../userTestSetup.ts';
import { ProtectionPage } from './ProtectionPage.tsx';
import { protectionStateWith as stateWith } from '../../../test-support/protectionState.ts';

const testServer = setUpUserIslandTests(['en-US']);


/** The server as the screen sees it: get answers the state the last change left. */
function serve(initial: ProtectionState) {
  let state = initial;
  testServer().on('/v2/user/protection/get', (_, res) => sendJson(res, 200, ok(state)));
  return (path: string, next: (body: Record<string, unknown>) => ProtectionState) =>
    testServer().on(path, (req, res) => {
      state = next((req.body ?? {}) as Record<string, unknown>);
      sendJson(res, 200, ok(state));
    });
}

const seenBody = (path: string) => testServer().seen.find((r) => r.path === path)?.body;

describe('ProtectionPage', () => {
  it('sets a daily loss limit that applies at once and shows it in force with its usage', async () => {
    signIn();
    const change = serve(stateWith());
    change('/v2/user/protection/limit/set', () => stateWith({ lossDay: { value: '300.0000', used: '0.0000', resetsAt: '2026-03-10T15:00:00.000Z' } }));
    render(<ProtectionPage locale="en-US" />);
    const editor = await screen.findByRole('region', { name: 'Daily loss limit' });
    expect(await within(editor).findByText('No limit')).toBeTruthy();
    expect(screen.getByText(/counted in the time zone Asia\/Tokyo/)).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('New limit (coins)'), { target: { value: '300' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Set limit' }));
    expect(await within(editor).findByText('In force: 300 coins')).toBeTruthy();
    expect(within(editor).getByText('The limit applies now.')).toBeTruthy();
    expect(seenBody('/v2/user/protection/limit/set')).toMatchObject({ kind: 'lossDay', value: '300' });
  });

  it('shows a pending raise with when it applies, and cancels it', async () => {
    signIn();
    const inForce = { value: '300.0000', used: '0.0000', resetsAt: '2026-03-10T15:00:00.000Z' };
    const change = serve(stateWith({ depositWeek: { ...inForce, pending: { value: '1000.0000', at: '2026-03-11T03:00:00.000Z' } } }));
    change('/v2/user/protection/limit/cancel', () => stateWith({ depositWeek: inForce }));
    render(<ProtectionPage locale="en-US" />);
    const editor = await screen.findByRole('region', { name: 'Weekly deposit limit' });
    // The store outlives a test: wait for this test's state.
    expect(await within(editor).findByText(/^Changes to 1,000 coins on /)).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(within(editor).queryByText(/^Changes to/)).toBeNull());
    expect(within(editor).getByText('In force: 300 coins')).toBeTruthy();
    expect(seenBody('/v2/user/protection/limit/cancel')).toEqual({ kind: 'depositWeek' });
  });

  it('takes a break after the confirmation and shows until when', async () => {
    signIn();
    const change = serve(stateWith());
    change('/v2/user/protection/exclude', () => stateWith({}, { exclusion: { kind: 'break', until: '2026-03-17T03:00:00.000Z' } }));
    render(<ProtectionPage locale="en-US" />);
    const breakPanel = await screen.findByRole('region', { name: 'Take a break' });
    await waitFor(() => expect(screen.queryByText(/You are taking a break/)).toBeNull());
    fireEvent.click(within(breakPanel).getByRole('button', { name: '1 week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break for 1 week?' });
    expect(within(dialog).getByText('It cannot be shortened or undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start it' }));
    expect(await screen.findByText(/^You are taking a break until .*2026/)).toBeTruthy();
    expect(seenBody('/v2/user/protection/exclude')).toMatchObject({ period: '1w' });
  });

  it('saves the reality-check interval', async () => {
    signIn();
    const change = serve(stateWith());
    change('/v2/user/protection/reality-check', (body) => stateWith({}, { realityCheckMinutes: Number(body.minutes) }));
    render(<ProtectionPage locale="en-US" />);
    const panel = await screen.findByRole('region', { name: 'Reality check' });
    fireEvent.change(within(panel).getByLabelText('Interval'), { target: { value: '30' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seenBody('/v2/user/protection/reality-check')).toMatchObject({ minutes: 30 }));
    expect(await screen.findByText('The reality check comes every 30 minutes.')).toBeTruthy();
  });
});
