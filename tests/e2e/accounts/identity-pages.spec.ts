// The inbox, app key and app login pages (issue 14) are served in all seven languages: 200, the
// document in that language and titled in it. Their journeys run in two languages; this is the rest.
import { LOCALE_META, LOCALES, localizePath } from '../../../shared/locales.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';

/** Route → where its title comes from (namespace, key), as src/content/labels.test.ts names them. */
const PAGES = {
  '/user/station-letter': ['user', 'pages.stationLetter.title'],
  '/user/app-key': ['user', 'menu.appKey'],
  '/user/app-login': ['appLogin', 'title'],
} as const;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('/user/station-letter, /user/app-key and /user/app-login answer 200 in all 7 languages, each in its language', async ({ request }) => {
  for (const locale of LOCALES) {
    for (const [route, [namespace, key]] of Object.entries(PAGES)) {
      const url = localizePath(route, locale);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const root = html.match(/<html[^>]*>/)?.[0] ?? '';
      expect(root, url).toContain(` lang="${LOCALE_META[locale].htmlLang}"`);
      expect(root, url).toContain(` data-locale="${locale}"`);
      expect(html, url).toContain(`<title>${escapeHtml(`${text(locale, namespace, key)} | ${text(locale, 'common', 'brand')}`)}</title>`);
    }
  }
});
