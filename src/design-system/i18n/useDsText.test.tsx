import { useId } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// As on a page in the browser: fresh modules, so nothing is registered yet (the component setup
// registers every language in its own instances of these modules). Rendered by React's own
// scheduler, not inside `act`: only a concurrent render replays a component that suspended.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let before: boolean | undefined;
beforeEach(() => {
  vi.resetModules();
  before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
});

describe('design-system strings of a language not loaded yet', () => {
  it('suspend, then render that language, with hooks after them, and no recovered error', async () => {
    const { useDsText } = await import('./DsLocale.tsx');
    const { useOpsText } = await import('./useOpsText.ts');
    const { registeredDsLocales } = await import('./dsText.ts');
    const { registeredOpsLocales } = await import('./opsText.ts');
    expect(registeredDsLocales()).toEqual([]);

    // As DataGrid: both string hooks, then another hook. React replays a component that suspended
    // expecting the same `use` calls; skipping `use` once the strings are in broke the hook after it.
    function Probe() {
      const ops = useOpsText('en-US');
      const text = useDsText('en-US');
      const id = useId();
      return <p id={id}>{`${text.close} / ${ops.grid.apply}`}</p>;
    }
    const errors: unknown[] = [];
    // React's development build says so on the console ("called use() to suspend … but did not call use()").
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args[0]));
    const container = document.createElement('div');
    document.body.append(container);
    // No Suspense boundary, as the console's client-only islands render.
    const root = createRoot(container, { onRecoverableError: (error) => errors.push(error) });
    root.render(<Probe />);

    await vi.waitFor(() => expect(container.textContent).toBe('Close / Apply filters'));
    expect(errors).toEqual([]);
    expect(registeredDsLocales()).toEqual(['en-US']);
    expect(registeredOpsLocales()).toEqual(['en-US']);
    root.unmount();
    container.remove();
    consoleError.mockRestore();
  });
});
