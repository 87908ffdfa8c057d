// Identity documents end to end in Chromium, in Japanese and Korean: a player picks a file that is
// not an image (its own message), then the three photos (one a JPEG with EXIF GPS), sees each
// compressed with a preview, sends them and sees "pending"; an operator approves through the
// operator API; the screen shows "approved", the stored photo has no EXIF, and the header counts the
// review's letter, which the player reads in the inbox in their language (the count drops).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Locale } from '../../../shared/locales.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { apiCall, newWalletPlayer, openSignedIn } from '../wallet/support/wallet.ts';

test.describe.configure({ mode: 'parallel' });

const at = (locale: Locale, path: string) => (locale === 'ja-JP' ? path : `/${locale}${path}`);
const ds = (locale: Locale, key: string) => text(locale, 'ds', key);

async function photo(format: 'jpeg' | 'png' | 'webp', shade: number, gps = false): Promise<Buffer> {
  let image = sharp({ create: { width: 800, height: 500, channels: 3, background: { r: shade, g: 90, b: 160 } } });
  if (gps) image = image.withExif({ IFD0: { ImageDescription: 'E2E-MARKER' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2207/100' } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

/** The file input of one picker, found by its accessible name ("Choose Front of the ID card"). */
function picker(page: Page, locale: Locale, side: string) {
  const label = text(locale, 'user', `kyc.side.${side}`);
  return page.getByLabel(ds(locale, 'photoChoose').replace('{{label}}', label), { exact: true });
}

for (const locale of ['ja-JP', 'ko-KR'] as const) {
  test(`${locale}: three photos → pending → operator approval → approved, without EXIF`, async ({ page }) => {
    test.setTimeout(120_000);
    const kyc = (key: string) => text(locale, 'user', `kyc.${key}`);
    const player = await newWalletPlayer(page.request, 'ky');
    await openSignedIn(page, at(locale, '/user/kyc'), player);
    const panel = page.getByRole('region', { name: kyc('title') });
    await expect(panel.getByText(kyc('none'))).toBeVisible();
    // The user centre's menu leads here.
    await expect(page.getByRole('link', { name: text(locale, 'user', 'menu.kyc') }).first()).toHaveAttribute('href', at(locale, '/user/kyc'));

    // Not an image: its own message, nothing to send.
    await picker(page, locale, 'front').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(panel.getByRole('alert').filter({ hasText: kyc('error.notImage') })).toBeVisible();
    const send = panel.getByRole('button', { name: kyc('submit') });
    await expect(send).toBeDisabled();

    const files = {
      front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', 20, true) },
      back: { name: 'back.png', mimeType: 'image/png', buffer: await photo('png', 120) },
      handheld: { name: 'handheld.webp', mimeType: 'image/webp', buffer: await photo('webp', 220) },
    };
    for (const [side, file] of Object.entries(files)) {
      await picker(page, locale, side).setInputFiles(file);
      const label = text(locale, 'user', `kyc.side.${side}`);
      await expect(panel.getByRole('img', { name: ds(locale, 'photoPreview').replace('{{label}}', label) })).toBeVisible();
    }
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await send.click();
    await expect(panel.getByText(kyc('pending'))).toBeVisible();
    const status = await apiCall<{ status: string; id: number }>(page.request, '/v2/app/user/kyc/latest', {}, { token: player.token });
    expect(status.status).toBe('pending');

    // What was stored is a clean photo: no EXIF, GPS included.
    const stored = await apiCall<{ mediaType: string; data: string }>(page.request, '/v2/app/user/get/kyc', { id: status.id, side: 'front' }, { token: player.token });
    const bytes = Buffer.from(stored.data, 'base64');
    expect(stored.mediaType).toBe('image/jpeg');
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes('E2E-MARKER')).toBe(false);

    // The operator approves; the screen says so.
    const pending = await apiCall<{ list: { id: number; account: string }[] }>(page.request, '/v2/ops/kyc/list', { pageNum: 1, pageSize: 100 }, { operator: true });
    expect(pending.list.find((row) => row.account === player.account)?.id).toBe(status.id);
    await apiCall(page.request, '/v2/ops/kyc/approve', { id: status.id }, { operator: true });
    await page.reload();
    await expect(panel.getByText(kyc('approved'))).toBeVisible();
    await expect(panel.getByRole('button', { name: kyc('submit') })).toHaveCount(0);

    // The review wrote the player a letter: the header counts it, the inbox shows it in the player's
    // language, and reading it drops the count.
    const headerCount = page.locator('[data-user-area] [data-inbox-link] [data-inbox-count]');
    await expect(headerCount).toHaveText('1');
    await page.goto(at(locale, '/user/station-letter'));
    const title = text(locale, 'letters', 'kycApproved.title');
    await page.getByRole('button', { name: new RegExp(`^${text(locale, 'ds', 'letterUnread')} ${title}`) }).click();
    await expect(page.getByRole('heading', { name: title })).toBeFocused();
    await expect(headerCount).toBeHidden();
    expect((await apiCall<{ unread: number }>(page.request, '/v2/app/station/unread/count', {}, { token: player.token })).unread).toBe(0);
  });
}
