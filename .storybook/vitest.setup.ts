// Every story, once its play function is done, must also fit a phone: at 390 px wide the document
// (and any open dialog) is no wider than the viewport. A story that is desktop-only by design says
// so with `parameters: { phoneLayout: { skip: '<reason>' } }`; none does today.
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';

// A story's strings arrive by a dynamic import that Vite compiles on first use: while the other
// suites keep both cores busy that passes Testing Library's 1 s default for `findBy*` and `waitFor`
// without anything being wrong (the component tests wait 5 s for the same reason).
configure({ asyncUtilTimeout: 5_000 });

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

interface PhoneLayoutParameter {
  skip?: string;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Elements reaching past the right edge, outermost first, as "tag[role] \"text\"". */
function overflowing(viewport: number): string[] {
  const found: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.right <= viewport + 0.5) continue;
    let clipped = false;
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') clipped = true;
    }
    if (clipped) continue;
    const role = el.getAttribute('role');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    found.push(`${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} ${Math.round(rect.width)}px "${text}"`);
    if (found.length === 3) break;
  }
  return found;
}

afterEach(async (context) => {
  const story = (context as { story?: { parameters?: { phoneLayout?: PhoneLayoutParameter } } }).story;
  if (!story || story.parameters?.phoneLayout?.skip) return;
  await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
  await nextFrame();
  await nextFrame();
  const viewport = window.innerWidth;
  const dialogs = [...document.querySelectorAll('dialog[open]')].map((dialog) => Math.round(dialog.getBoundingClientRect().right));
  expect(document.documentElement.scrollWidth, `page wider than ${viewport}px: ${overflowing(viewport).join('; ')}`).toBeLessThanOrEqual(viewport);
  expect(Math.max(0, ...dialogs), `dialog reaches past ${viewport}px`).toBeLessThanOrEqual(viewport);
});
