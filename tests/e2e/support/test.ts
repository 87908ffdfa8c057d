// The `test` every journey imports: besides its own checks, a test fails when any page of its
// browser context reports a Content-Security-Policy violation (blocked inline code, a script, frame,
// style or connection from an origin the policy does not name, eval). The listener is installed
// before any page script runs, so violations during parsing count too.
import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    __reportCspViolation?: (report: string) => void;
  }
}

/** Collects the Content-Security-Policy violations of every page of `context`, from before any page script runs. */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, report: string) => {
    violations.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : location.href;
      window.__reportCspViolation?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} at ${where} (page ${location.href})`);
    });
  });
  return violations;
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchContentSecurityPolicy(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
