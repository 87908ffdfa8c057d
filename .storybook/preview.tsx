import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { DsLocaleProvider } from '../src/design-system/i18n/DsLocale.tsx';
import { allDsTexts } from '../src/design-system/i18n/allDsTexts.ts';
import { allOpsTexts } from '../src/design-system/i18n/allOpsTexts.ts';
import { registerAllDsTexts } from '../src/design-system/i18n/dsText.ts';
import { registerAllOpsTexts } from '../src/design-system/i18n/opsText.ts';
import { THEMES, themeClass, vars, type ThemeName } from '../src/design-system/themes/index.ts';
import '../src/design-system/styles/global.css.ts';
import { DEFAULT_LOCALE, LOCALES, LOCALE_META, isLocale, type Locale } from '../shared/locales.ts';

// Stories switch language from the toolbar and render at once: every language is registered.
registerAllDsTexts(allDsTexts);
registerAllOpsTexts(allOpsTexts);

// Theme class on <html> too (as the site does), so portals such as dialogs are themed.
function ThemeRoot({ theme, locale, children }: { theme: ThemeName; locale: Locale; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[theme]);
    root.lang = LOCALE_META[locale].htmlLang;
  }, [theme, locale]);
  return (
    <DsLocaleProvider locale={locale}>
      <div
        className={themeClass[theme]}
        style={{ padding: 16, minHeight: '100vh', background: vars.color.canvas, color: vars.color.text }}
      >
        {children}
      </div>
    </DsLocaleProvider>
  );
}

const withThemeAndLocale: Decorator = (Story, context) => {
  const chosen = context.globals.theme as unknown;
  const theme = typeof chosen === 'string' && (THEMES as readonly string[]).includes(chosen) ? (chosen as ThemeName) : 'hall';
  const locale = isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE;
  return (
    <ThemeRoot theme={theme} locale={locale}>
      <Story />
    </ThemeRoot>
  );
};

/**
 * A standalone Vitest run (`npm test`) reads only the violations, so axe keeps one node each for the
 * other result types instead of a selector for every node it checked and passed (the stories'
 * project: 80–84 → 71–74 core-seconds). Storybook's own panel and its test runs keep every result.
 */
const A11Y_RUN_OPTIONS = import.meta.env.VITEST_STORYBOOK === 'false' ? { resultTypes: ['violations'] } : {};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Design system theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...THEMES], dynamicTitle: true },
    },
    locale: {
      description: 'Language of component strings',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: `${LOCALE_META[value].flag} ${LOCALE_META[value].name}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'hall', locale: DEFAULT_LOCALE },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error', options: A11Y_RUN_OPTIONS },
  },
};

export default preview;
