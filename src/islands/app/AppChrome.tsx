import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/locales.ts';
import { ProgressBar } from '../../design-system/components/ProgressBar/ProgressBar.tsx';
import { ToastViewport } from '../../design-system/components/Toast/ToastViewport.tsx';
import { showNextPageToast } from '../../stores/nextPageToast.ts';
import { $progress, trackPageLoads } from '../../stores/progress.ts';
import { $toasts, dismissToast } from '../../stores/toasts.ts';

export interface AppChromeProps {
  locale: Locale;
}

/**
 * Once per page: the top progress bar and the toasts, for every island and page load, including a
 * toast the previous page left for this one (the sign-out confirmation).
 */
export function AppChrome({ locale }: AppChromeProps) {
  const progress = useStore($progress);
  const toasts = useStore($toasts);
  useEffect(() => trackPageLoads(window), []);
  useEffect(() => void showNextPageToast(locale), [locale]);
  return (
    <>
      <ProgressBar value={progress} locale={locale} />
      <ToastViewport toasts={toasts} onDismiss={(id) => dismissToast(Number(id))} locale={locale} />
    </>
  );
}

export default AppChrome;
