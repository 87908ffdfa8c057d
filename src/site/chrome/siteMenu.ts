// The header's menu button and its <dialog>: opens it as a modal (the browser keeps focus inside
// and closes it on Escape), keeps the button's aria-expanded true while it is open, closes it from
// its close button or a click on the backdrop, and gives focus back to the button that opened it.
// A window that grows wide enough for the header's one row closes it: everything is on the row then.
import { WIDE } from './chromeLayout.ts';

type MediaWindow = Pick<Window, 'matchMedia'>;

export function startSiteMenu(document: Document, win: MediaWindow | undefined = document.defaultView ?? undefined): () => void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-site-menu]');
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-site-menu-open]')];
  if (!dialog || buttons.length === 0) return () => {};
  let opener: HTMLElement | undefined;

  const setExpanded = (expanded: boolean) => {
    for (const button of buttons) button.setAttribute('aria-expanded', String(expanded));
  };

  const open = (event: Event) => {
    if (dialog.open) return;
    opener = event.currentTarget as HTMLElement;
    dialog.showModal();
    setExpanded(true);
  };
  // `close` follows Escape, close() and form[method=dialog] alike.
  const onClose = () => {
    setExpanded(false);
    opener?.focus();
    opener = undefined;
  };
  const onClick = (event: MouseEvent) => {
    // The panel fills the dialog, so a click on the dialog element itself is on its backdrop.
    const onBackdrop = event.target === dialog;
    const onCloseButton = event.target instanceof Element && event.target.closest('[data-site-menu-close]');
    if (onBackdrop || onCloseButton) dialog.close();
  };
  const wide = win?.matchMedia(WIDE);
  const onWidth = () => {
    if (wide?.matches && dialog.open) dialog.close();
  };

  for (const button of buttons) button.addEventListener('click', open);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onClick);
  wide?.addEventListener('change', onWidth);
  return () => {
    for (const button of buttons) button.removeEventListener('click', open);
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('click', onClick);
    wide?.removeEventListener('change', onWidth);
  };
}
