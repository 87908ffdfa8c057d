import type { Decorator } from '@storybook/react-vite';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { DEFAULT_LOCALE, isLocale } from '../../../../shared/locales.ts';
import { USER_NAMESPACES } from '../UserIsland.tsx';

/** Gives a protection story the user strings of the toolbar's language. */
export const withUserStrings: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE;
  return (
    <IslandI18nProvider locale={locale} namespaces={USER_NAMESPACES}>
      <Story />
    </IslandI18nProvider>
  );
};
