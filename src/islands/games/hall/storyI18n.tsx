import type { Decorator } from '@storybook/react-vite';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { DEFAULT_LOCALE, isLocale } from '../../../../shared/locales.ts';
import { HALL_NAMESPACES } from './HallIsland.tsx';

/** Gives a hall story the strings of the toolbar's language (the preview gives the component strings). */
export const withHallStrings: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE;
  return (
    <IslandI18nProvider locale={locale} namespaces={HALL_NAMESPACES}>
      <Story />
    </IslandI18nProvider>
  );
};
