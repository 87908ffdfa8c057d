// The `test` every journey imports: besides its own checks, a test fails when any page of its
// browser context reports a Content-Security-Policy violation (blocked inline code, a script, frame,
// style or connection from an origin the policy does not name, eval). The listener is installed
// before any page script runs, so violations during parsing count too. A failed test also gets
// what its browser saw (`watchPages`), which `npm test` repeats at the end of the run.
import { test as base, expect, type BrowserContext, type Frame, type Page, type Request, type Response } from '@playwright/test';
import { watchPageErrors } from '../page-checks.ts';

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

/** A /v2 answer slower than this is worth a line in a failed test's diagnostics. */
const SLOW_ANSWER_MS = 5_000;

/**
 * What the browser saw, line by line, kept for a test that fails: where each page went, page
 * errors and console errors, failed requests, answers of 400 and above, slow API answers, and the
 * API calls still unanswered when asked. A CI log keeps the end of the run, where `npm test`
 * repeats these lines (scripts/test.ts); the page snapshot alone does not say whether a screen
 * waited on the server or never started. `stop` lets a context that outlives the test go.
 */
export function watchPages(context: BrowserContext): { lines: () => string[]; stop: () => void } {
  const lines: string[] = [];
  const started = Date.now();
  const since = () => `+${((Date.now() - started) / 1000).toFixed(1)} s`;
  const note = (line: string) => {
    lines.push(`${since()} ${line}`);
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  const unanswered = new Map<Request, string>();
  const isCall = (request: Request) => new URL(request.url()).pathname.startsWith('/v2/');
  const pagesWatched: (() => void)[] = [];
  const watch = (page: Page) => {
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) note(`page at ${frame.url()}`);
    };
    page.on('framenavigated', onNavigated);
    const errors = watchPageErrors(page, (text) => note(`error on the page: ${text}`));
    pagesWatched.push(() => {
      page.off('framenavigated', onNavigated);
      errors.stop();
    });
  };
  const onRequest = (request: Request) => {
    if (isCall(request)) unanswered.set(request, since());
  };
  const onFailed = (request: Request) => {
    unanswered.delete(request);
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  };
  const onFinished = (request: Request) => {
    unanswered.delete(request);
    const { responseEnd } = request.timing();
    if (isCall(request) && responseEnd > SLOW_ANSWER_MS) note(`slow answer: ${Math.round(responseEnd)} ms ${request.url()}`);
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('request', onRequest);
  context.on('requestfailed', onFailed);
  context.on('response', onResponse);
  context.on('requestfinished', onFinished);
  return {
    lines: () => [...lines, ...[...unanswered].map(([request, at]) => `${since()} still unanswered: ${request.method()} ${request.url()} (sent at ${at})`)],
    stop: () => {
      context.off('page', watch);
      context.off('request', onRequest);
      context.off('requestfailed', onFailed);
      context.off('response', onResponse);
      context.off('requestfinished', onFinished);
      pagesWatched.forEach((stop) => stop());
    },
  };
}

export const test = base.extend<{ cspViolations: string[]; watchedContext: BrowserContext; pageDiagnostics: () => string[] }>({
  /** The context a failed test's diagnostics describe: the test's own, unless its file shares one page. */
  watchedContext: async ({ context }, use) => {
    await use(context);
  },
  pageDiagnostics: [
    async ({ watchedContext }, use, testInfo) => {
      const watch = watchPages(watchedContext);
      await use(watch.lines);
      watch.stop();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page-diagnostics', { body: watch.lines().join('\n') || '(nothing noted)', contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchContentSecurityPolicy(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
