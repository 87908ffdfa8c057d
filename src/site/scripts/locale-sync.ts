// The page's language becomes the stored one (so the API answers in it), and the language
// links switch through the store: saved first, then the same page in the chosen language.
import { isLocale } from '../../../shared/locales.ts';
import { adoptPageLocale, switchLocale } from '../../stores/locale.ts';

const pageLocale = document.documentElement.dataset.locale;
if (isLocale(pageLocale)) adoptPageLocale(pageLocale);

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest('[data-language-switcher] a[data-locale]') : null;
  if (!(target instanceof HTMLAnchorElement)) return;
  const locale = target.dataset.locale;
  if (!isLocale(locale) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  switchLocale(locale);
});
