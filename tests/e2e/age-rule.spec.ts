import { statedAges } from '../../src/content/age-statements.ts';
import { MIN_AGE } from '../../src/content/site-settings.ts';
import { LOCALES, localizePath } from '../../shared/locales.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import { expect, test } from './support/test.ts';

// Every public page of the build, in every language, states one age limit: MIN_AGE. The footer
// states it on every page; about, terms, responsible gaming, promotions and events repeat it. Read
// from the HTML as served (text, title and meta description), with no placeholder left unfilled.
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

for (const locale of LOCALES) {
  test(`every public page in ${locale} states the age limit ${MIN_AGE} and no other`, async ({ request }) => {
    for (const route of PUBLIC_ROUTES) {
      const url = localizePath(route, locale);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const ages = statedAges(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' '));
      expect(ages.length, `${url} states the age limit`).toBeGreaterThan(0);
      expect(new Set(ages), url).toEqual(new Set([String(MIN_AGE)]));
      expect(visibleText(html), `${url} has an unfilled placeholder`).not.toMatch(/\{\{|\$t\(/);
      // A heading that holds a placeholder is anchored by its filled text, not by the placeholder's name.
      expect(html, `${url} anchors a heading by a placeholder's name`).not.toMatch(/\sid="[^"]*(?:minage|t(?:common|user|auth|finance|machine)[a-z]*menu)/i);
    }
  });
}
