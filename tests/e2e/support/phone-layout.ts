// What the phone-layout check measures inside a page: whether the document is wider than the
// viewport (and which element sticks out), and which words the browser broke across two lines.
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __openRequests?: number;
  }
}

/** The part of the page an element is in: the site header, the page's main content, or elsewhere. */
export type PageArea = 'header' | 'main' | 'other';

export interface LayoutFinding {
  scrollWidth: number;
  innerWidth: number;
  /** The widest element reaching past the viewport's edge, when the page is too wide. */
  widest?: { selector: string; width: number; area: PageArea };
  /** Words split over two lines where no style asked for it. */
  brokenWords: { word: string; selector: string; area: PageArea }[];
}

/** Counts the page's unanswered fetches, so a check can wait until the islands have their data. */
export async function countOpenRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__openRequests = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof window.fetch>) => {
      window.__openRequests = (window.__openRequests ?? 0) + 1;
      try {
        return await fetch(...args);
      } finally {
        window.__openRequests = (window.__openRequests ?? 1) - 1;
      }
    };
  });
}

/**
 * Waits until the page is drawn as a player would see it: loaded, every island in view hydrated
 * (islands that hydrate when visible are scrolled to first), no fetch open, fonts ready, and
 * the same state seen on two frames in a row.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const settled = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const quiet = () => (window.__openRequests ?? 0) === 0 && !document.querySelector('astro-island[ssr]');
    const until = performance.now() + 15_000;
    await document.fonts.ready;
    while (performance.now() < until) {
      // An island that hydrates when visible waits to be scrolled to (it is display:contents: its
      // own box cannot be scrolled into view, its first child's can).
      const waiting = document.querySelector('astro-island[client="visible"][ssr]');
      (waiting?.firstElementChild ?? waiting?.parentElement)?.scrollIntoView();
      if (quiet()) {
        window.scrollTo(0, 0);
        await frame();
        await frame();
        if (quiet()) return true;
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return false;
  });
  if (!settled) throw new Error(`${page.url()} kept loading for 15 s`);
}

/**
 * Settles, then measures. A page that sends the visitor on (the sign-in page sends a signed-in
 * player home) is measured where it lands.
 */
export async function settleAndMeasure(page: Page): Promise<LayoutFinding> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await settle(page);
      return await measureLayout(page);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error;
    }
  }
}

/** The phone widths every page must fit, and the height they are measured at. */
const PHONE_WIDTHS = [360, 390] as const;
const PHONE_HEIGHT = 800;

/** Readable lines for what is wrong with a page at one width. */
function layoutProblems(where: string, finding: LayoutFinding): string[] {
  const lines: string[] = [];
  const at = `${where} at ${finding.innerWidth}px`;
  if (finding.scrollWidth > finding.innerWidth) {
    const what = finding.widest ? `widest: ${finding.widest.selector} (${finding.widest.width}px)` : 'no element found';
    lines.push(`${at}: page ${finding.scrollWidth}px wide; ${what}`);
  }
  for (const { word, selector } of finding.brokenWords) lines.push(`${at}: "${word}" breaks across lines in ${selector}`);
  return lines;
}

/**
 * Opens a page at the narrower phone width, then measures it there and again widened to the other
 * (one load for both): what is wrong, as readable lines. The caller restores its own viewport.
 */
export async function gotoAndMeasurePhoneWidths(page: Page, url: string, where: string): Promise<{ status: number | undefined; problems: string[] }> {
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
  const response = await page.goto(url);
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    if (width !== PHONE_WIDTHS[0]) await page.setViewportSize({ width, height: PHONE_HEIGHT });
    problems.push(...layoutProblems(where, await settleAndMeasure(page)));
  }
  return { status: response?.status(), problems };
}

/** Measures the page at its current viewport (runs in the browser; self-contained). */
export async function measureLayout(page: Page): Promise<LayoutFinding> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const styleOf = new Map<Element, CSSStyleDeclaration>();
    const style = (el: Element) => {
      let cs = styleOf.get(el);
      if (!cs) styleOf.set(el, (cs = getComputedStyle(el)));
      return cs;
    };

    const areaOf = (el: Element): 'header' | 'main' | 'other' => (el.closest('header') ? 'header' : el.closest('main') ? 'main' : 'other');

    /** tag#id[role][aria-label] path, three levels up, plus the start of its text: readable without class hashes. */
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        let part = node.tagName.toLowerCase();
        if (node.id) part += `#${node.id}`;
        for (const attr of ['role', 'aria-label', 'data-machine']) {
          const value = node.getAttribute(attr);
          if (value !== null) part += `[${attr}="${value.slice(0, 30)}"]`;
        }
        parts.unshift(part);
      }
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
    };

    // A box inside a scrolling or clipping ancestor does not widen the page.
    const clipped = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (style(node).overflowX !== 'visible') return true;
      }
      return false;
    };

    const finding: {
      scrollWidth: number;
      innerWidth: number;
      widest?: { selector: string; width: number; area: 'header' | 'main' | 'other' };
      brokenWords: { word: string; selector: string; area: 'header' | 'main' | 'other' }[];
    } = {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: viewport,
      brokenWords: [],
    };

    if (finding.scrollWidth > viewport) {
      let widest: { el: Element; width: number } | undefined;
      for (const el of document.body.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || (rect.right <= viewport + 0.5 && rect.left >= -0.5)) continue;
        if (style(el).position === 'fixed' || clipped(el)) continue;
        if (!widest || rect.width > widest.width) widest = { el, width: Math.round(rect.width) };
      }
      if (widest) finding.widest = { selector: describe(widest.el), width: widest.width, area: areaOf(widest.el) };
    }

    // Breaking inside a word is on purpose where a style says so: hyphenation, or breaking anywhere
    // (long codes, addresses). Everywhere else a word must stay on one line.
    const breaksOnPurpose = (cs: CSSStyleDeclaration) =>
      cs.hyphens === 'auto' || cs.wordBreak === 'break-all' || cs.overflowWrap === 'anywhere' || cs.lineBreak === 'anywhere';
    const lineCount = (rects: DOMRectList): number => {
      const boxes = [...rects].filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= bottom - 1) {
          lines += 1;
          bottom = box.bottom;
        } else bottom = Math.max(bottom, box.bottom);
      }
      return lines;
    };
    const segmenter = new Intl.Segmenter(document.documentElement.lang || undefined, { granularity: 'word' });
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      const text = node.data;
      if (!parent || text.trim().length < 2 || parent.closest('script,style,noscript,template')) continue;
      const cs = style(parent);
      if (cs.whiteSpace === 'nowrap' || cs.whiteSpace === 'pre' || breaksOnPurpose(cs)) continue;
      range.selectNodeContents(node);
      if (lineCount(range.getClientRects()) < 2) continue; // one line: nothing can break inside it
      for (const { segment, index, isWordLike } of segmenter.segment(text)) {
        if (!isWordLike || segment.length < 2) continue;
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        if (lineCount(range.getClientRects()) > 1) finding.brokenWords.push({ word: segment, selector: describe(parent), area: areaOf(parent) });
      }
    }
    return finding;
  });
}
