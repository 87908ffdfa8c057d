/**
 * The modal dialog on top of the page, followed as dialogs open and close. A modal dialog makes
 * everything outside it inert (not clickable, hidden from screen readers, dimmed by its
 * backdrop), even popovers shown above it, so page-wide messages are drawn inside it.
 */
export function watchTopModal(
  root: Document,
  onChange: (dialog: HTMLDialogElement | null) => void,
  isModal: (dialog: HTMLDialogElement) => boolean = isModalDialog,
): () => void {
  let stack: HTMLDialogElement[] = [];
  let top: HTMLDialogElement | null = null;

  const update = () => {
    const open = [...root.querySelectorAll('dialog')].filter(isModal);
    // Keep the order they opened in; dialogs opened together go in page order.
    stack = [...stack.filter((dialog) => open.includes(dialog)), ...open.filter((dialog) => !stack.includes(dialog))];
    const next = stack.at(-1) ?? null;
    if (next !== top) {
      top = next;
      onChange(top);
    }
  };

  const observer = new MutationObserver(update);
  observer.observe(root.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  update();
  return () => observer.disconnect();
}

/** Opened with `showModal()` (a dialog opened with `show()` sits in the page and blocks nothing). */
export function isModalDialog(dialog: HTMLDialogElement): boolean {
  return dialog.open && dialog.matches(':modal');
}
