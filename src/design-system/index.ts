// Public surface of the design system. Import components from here. The site's layouts import
// this file, so every component listed here puts its styles in the stylesheet of every page: the
// agent report components (TreeBreadcrumb, StatCard, TeamChart) are imported by their own paths
// (components/<Name>/<Name>.tsx) and their styles come only with the agent pages' islands.
import './styles/global.css.ts';

export * from './tokens/index.ts';
export { vars, hallTheme, lightTheme, themeClass, THEMES, type ThemeName } from './themes/index.ts';
export { dsText, formatText, type DsText, type DsTextKey } from './i18n/dsText.ts';
export { DsLocaleProvider, useDsText } from './i18n/DsLocale.tsx';

export * from './components/Button/Button.tsx';
export * from './components/TextField/TextField.tsx';
export * from './components/Select/Select.tsx';
export * from './components/Checkbox/Checkbox.tsx';
export * from './components/Tabs/Tabs.tsx';
export * from './components/Modal/Modal.tsx';
export * from './components/Toast/Toast.tsx';
export * from './components/Toast/ToastViewport.tsx';
export * from './components/ProgressBar/ProgressBar.tsx';
export * from './components/Pagination/Pagination.tsx';
export { pageWindow, pageCountOf, type PageSlot } from './components/Pagination/pageWindow.ts';
export * from './components/Table/Table.tsx';
export * from './components/Card/Card.tsx';
export * from './components/StatusBadge/StatusBadge.tsx';
export * from './components/EmptyState/EmptyState.tsx';
export * from './components/Skeleton/Skeleton.tsx';
export * from './components/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
export * from './components/CountdownButton/CountdownButton.tsx';
export * from './components/LanguageSwitcher/LanguageSwitcher.tsx';
export * from './components/NavMenu/NavMenu.tsx';
export * from './components/NavMenu/menus.tsx';
export * from './components/Banner/Banner.tsx';
export * from './components/QrCode/QrCode.tsx';
