// Steps the agent journeys share: the page address in a language, a filled message template,
// applying in the user centre, an operator's approval, and reading the invitation's QR code.
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { Locale } from '../../../../shared/locales.ts';
import { expect } from '../../support/test.ts';
import { text } from '../../support/popup.ts';
import { apiCall } from '../../wallet/support/wallet.ts';

export const at = (locale: Locale, path: string) => (locale === 'ja-JP' ? path : `/${locale}${path}`);
export const agentText = (locale: Locale, key: string) => text(locale, 'agent', key);
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Applies in the open user centre, confirming first, and waits for "pending review". */
export async function applyInUserCentre(page: Page, locale: Locale): Promise<void> {
  const panel = page.getByRole('region', { name: agentText(locale, 'apply.title') });
  await panel.getByRole('button', { name: agentText(locale, 'apply.button') }).click();
  const dialog = page.getByRole('dialog', { name: agentText(locale, 'apply.confirmTitle') });
  await expect(dialog.getByText(agentText(locale, 'apply.confirm'))).toBeVisible();
  await dialog.getByRole('button', { name: agentText(locale, 'apply.confirmYes'), exact: true }).click();
  await expect(panel.getByText(agentText(locale, 'apply.pending'))).toBeVisible();
}

/** An operator approves the pending application of `account` through the operator API. */
export async function approveThroughOperator(page: Page, account: string): Promise<void> {
  const pending = await apiCall<{ list: { id: number; account: string }[] }>(page.request, '/v2/ops/agent/application/list', { pageNum: 1, pageSize: 100 }, { operator: true });
  const application = pending.list.find((row) => row.account === account);
  expect(application, `a pending application of ${account}`).toBeTruthy();
  await apiCall(page.request, '/v2/ops/agent/application/approve', { id: application!.id }, { operator: true });
}

/** Reads the drawn QR code (its viewBox and path runs, 4 pixels a module) with jsQR. */
export async function decodeQr(image: Locator): Promise<string | undefined> {
  const { viewBox, d } = await image.evaluate((element) => {
    const svg = element.tagName.toLowerCase() === 'svg' ? element : element.querySelector('svg')!;
    return { viewBox: svg.getAttribute('viewBox') ?? '', d: svg.querySelector('path')?.getAttribute('d') ?? '' };
  });
  const scale = 4;
  const width = Number(viewBox.split(' ')[2]) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, length] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let px = Number(x) * scale; px < (Number(x) + Number(length)) * scale; px += 1) {
      for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1) {
        const i = (py * width + px) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  return jsQR(pixels, width, width)?.data;
}
