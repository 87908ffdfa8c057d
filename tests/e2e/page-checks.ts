import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Text that is an untranslated i18n key ("common:nav.home", "site.footer.title") or a placeholder. */
const RAW_KEY = /(^|\s)((common|site|islands|client|ds|errors|validation):[\w.-]+|[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9_]*){2,})(\s|$)|\{\{\s*\w+\s*\}\}/;

export async function expectNoRawKeys(page: Page): Promise<void> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,noscript')) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')) {
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
  const raw = texts.filter((text) => RAW_KEY.test(text));
  expect(raw, 'text that looks like an untranslated key').toEqual([]);
}

/**
 * axe-core on the page as it is now, reporting only violations. Legacy mode runs `axe.run()` in the
 * page itself (our pages embed no frame of their own): the default, made for cross-origin frames,
 * opens a blank page and injects axe's 650 KB source into it a second time to finish each run. The
 * other result types (passes, incomplete, inapplicable) are not read, so they keep one node each
 * instead of a selector for every node checked.
 */
export function pageAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** No axe violation at all on the page; a failure lists each as `rule (impact): targets` under `where`. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await pageAxe(page).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await pageAxe(page).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** Collects console errors and uncaught exceptions for the life of the page. */
export function collectPageErrors(page: Page): string[] {
  return watchPageErrors(page).errors;
}

/**
 * Collects console errors and uncaught exceptions until `stop`: for a page that outlives one test.
 * `onError` also hears each as it comes (a failed journey's diagnostics, tests/e2e/support/test.ts).
 */
export function watchPageErrors(page: Page, onError?: (text: string) => void): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const record = (text: string) => {
    errors.push(text);
    onError?.(text);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') record(message.text());
  };
  const onPageError = (error: Error) => record(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}
