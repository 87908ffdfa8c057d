import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../../shared/locales.ts';
import { ProgressBar } from '../../design-system/components/ProgressBar/ProgressBar.tsx';
import { ToastViewport } from '../../design-system/components/Toast/ToastViewport.tsx';
import { showNextPageToast } from '../../stores/nextPageToast.ts';
import { $progress, trackPageLoads } from '../../stores/progress.ts';
import { $toasts, dismissToast, holdToast, releaseToast } from '../../stores/toasts.ts';
import { watchTopModal } from './modalHost.ts';

export interface AppChromeProps {
  locale: Locale;
}

/**
 * Once per page: the top progress bar and the toasts, for every island and page load, including a
 * toast the previous page left for this one (the sign-out confirmation, a new account's welcome).
 * While a modal dialog is open the toasts are drawn inside it: everything outside a modal dialog
 * is inert and under its backdrop, popovers included.
 */
export function AppChrome({ locale }: AppChromeProps) {
  const progress = useStore($progress);
  const toasts = useStore($toasts);
  const [modal, setModal] = useState<HTMLDialogElement | null>(null);
  useEffect(() => trackPageLoads(window), []);
  useEffect(() => void showNextPageToast(locale), [locale]);
  useEffect(() => watchTopModal(document, setModal), []);
  const viewport = (
    <ToastViewport
      toasts={toasts}
      onDismiss={(id) => dismissToast(Number(id))}
      onHold={(id) => holdToast(Number(id))}
      onRelease={(id) => releaseToast(Number(id))}
      locale={locale}
    />
  );
  return (
    <>
      <ProgressBar value={progress} locale={locale} />
      {modal ? createPortal(viewport, modal) : viewport}
    </>
  );
}

export default AppChrome;
