import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { NavMenu } from '../../design-system/components/NavMenu/NavMenu.tsx';
import { FINANCE_PAGES, type FinancePage } from './paths.ts';

export interface FinanceNavProps {
  locale: Locale;
  /** The page being shown; its tab is marked as the current page. */
  current: FinancePage;
}

/**
 * Tabs between the four money pages (fiat and crypto, deposit and withdraw). They are links, so
 * each page keeps its own address; needs the `finance` strings (FinanceIsland loads them).
 */
export function FinanceNav({ locale, current }: FinanceNavProps) {
  const { t } = useTranslation('finance');
  return (
    <NavMenu
      variant="bar"
      label={t('nav.label')}
      items={FINANCE_PAGES.map(([id, path]) => ({ label: t(`nav.${id}`), href: localizePath(path, locale), current: id === current }))}
    />
  );
}
