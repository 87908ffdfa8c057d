// The content editor in a browser, from the production build: an operator holding `content` and
// `agents` (made by the demo admin's credential, enrolled through the API) signs in with password
// and a TOTP code computed here, writes a notice in Japanese and English, publishes it, and a
// visitor sees it on the public notice page in both languages with no rebuild. axe finds nothing on
// /ops/content (list and editor open) or /ops/agents.
import { LOCALE_META, localizePath, type Locale } from '../../../shared/locales.ts';
import { collectPageErrors, expectNoAxeViolations, expectNoRawKeys } from '../page-checks.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';
import { enrolledOperator, signInOperator } from './support/operators.ts';

const LOCALE: Locale = 'en-US';


test('a content operator publishes a notice in Japanese and English and a visitor sees it in both', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const c = (key: string) => text(LOCALE, 'opsContent', `content.${key}`);
  const operator = await enrolledOperator(request, 'content', ['content', 'agents']);
  await signInOperator(page, LOCALE, operator);

  await page.goto(localizePath('/ops/content/', LOCALE), { waitUntil: 'networkidle' });
  await expect(page.getByRole('tab', { name: c('tabs.notice') })).toHaveAttribute('aria-selected', 'true');
  await expectNoRawKeys(page);
  await expectNoAxeViolations(page, '/ops/content/');

  const stamp = Date.now().toString(36);
  const titles = { 'ja-JP': `重要なお知らせ ${stamp}`, 'en-US': `Important notice ${stamp}` };
  const bodies = { 'ja-JP': `本日のメンテナンス ${stamp}`, 'en-US': `Maintenance today ${stamp}` };
  await page.getByRole('button', { name: c('newItem') }).click();
  const editor = page.getByRole('region', { name: new RegExp(c('editorNew')) });
  const language = (field: string, locale: Locale) => editor.getByRole('group', { name: field, exact: true }).locator(`[lang="${LOCALE_META[locale].htmlLang}"]`);
  // Saving without Japanese is refused before anything is sent.
  await language(c('fields.title'), 'en-US').fill(titles['en-US']);
  await editor.getByRole('button', { name: c('save'), exact: true }).click();
  await expect(editor.getByText(c('invalid'))).toBeVisible();

  await language(c('fields.title'), 'ja-JP').fill(titles['ja-JP']);
  await language(c('fields.body'), 'ja-JP').fill(bodies['ja-JP']);
  await language(c('fields.body'), 'en-US').fill(bodies['en-US']);
  await editor.getByLabel(c('pinned')).check();
  // The preview shows the chosen language, and falls back to Japanese for an empty one.
  const preview = editor.getByRole('region', { name: c('preview') });
  await preview.getByLabel(c('previewLanguage')).selectOption('ko-KR');
  await expect(preview).toContainText(titles['ja-JP']);
  await preview.getByLabel(c('previewLanguage')).selectOption('en-US');
  await expect(preview).toContainText(titles['en-US']);
  await editor.getByRole('button', { name: c('save'), exact: true }).click();
  await expect(page.getByText(c('saved'))).toBeVisible();
  await expectNoAxeViolations(page, '/ops/content/ (editor)');

  const list = page.getByRole('table', { name: c('tabs.notice') });
  const row = list.getByRole('row').filter({ hasText: titles['en-US'] });
  await expect(row).toContainText(c('state.draft'));
  await row.getByRole('button', { name: c('publish') }).click();
  await expect(row).toContainText(c('state.live'));

  // A visitor, in a browser of their own, reads it on the public notice page in both languages.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(localizePath('/game/notice', 'ja-JP'));
  await expect(visitorPage.getByRole('heading', { name: titles['ja-JP'] })).toBeVisible();
  await expect(visitorPage.getByText(bodies['ja-JP'])).toBeVisible();
  await visitorPage.goto(localizePath('/game/notice', 'en-US'));
  await expect(visitorPage.getByRole('heading', { name: titles['en-US'] })).toBeVisible();
  await expect(visitorPage.getByText(bodies['en-US'])).toBeVisible();

  // Unpublished, it is gone from the public page at once.
  await row.getByRole('button', { name: c('unpublish') }).click();
  await expect(row).toContainText(c('state.draft'));
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { name: titles['en-US'] })).toHaveCount(0);
  await visitor.close();

  // The agents screen: applications and rebate rates, signed in, with data on it.
  const a = (key: string) => text(LOCALE, 'opsContent', `agents.${key}`);
  await page.goto(localizePath('/ops/agents/', LOCALE), { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: a('applications') })).toBeVisible();
  await expect(page.getByRole('heading', { name: a('rates') })).toBeVisible();
  await expectNoRawKeys(page);
  await expectNoAxeViolations(page, '/ops/agents/');
  expect(errors).toEqual([]);
});
