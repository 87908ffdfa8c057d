import { afterEach, describe, expect, it } from 'vitest';
import { watchTopModal } from './modalHost.ts';

// happy-dom opens dialogs but has no :modal; here every open dialog is modal.
const openIsModal = (dialog: HTMLDialogElement) => dialog.open;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('watchTopModal', () => {
  it('follows the modal dialog opened last, and the page again once all are closed', async () => {
    const [first, second] = [document.createElement('dialog'), document.createElement('dialog')];
    document.body.append(second, first);
    const seen: (HTMLDialogElement | null)[] = [];
    const stop = watchTopModal(document, (dialog) => seen.push(dialog), openIsModal);

    first.showModal();
    await settle();
    second.showModal();
    await settle();
    second.close();
    await settle();
    first.remove();
    await settle();
    stop();
    expect(seen).toEqual([first, second, first, null]);
  });

  it('answers a dialog that is already open when it starts', () => {
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.showModal();
    let top: HTMLDialogElement | null = null;
    const stop = watchTopModal(document, (found) => (top = found), openIsModal);
    stop();
    expect(top).toBe(dialog);
  });
});
