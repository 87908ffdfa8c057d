// Copies text for a "copy" button. The Clipboard API needs a secure context (https or localhost) and
// the page's focus; where it is missing or refuses, the text is selected in an off-screen textarea
// and copied with `execCommand('copy')`, which older and embedded browsers still honour.

export interface ClipboardHost {
  navigator?: { clipboard?: { writeText(text: string): Promise<void> } };
  document?: Document;
}

/** Answers whether the text reached the clipboard. */
export async function copyText(text: string, host: ClipboardHost = globalThis as ClipboardHost): Promise<boolean> {
  const clipboard = host.navigator?.clipboard;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no focus, no permission, insecure context): try the old way.
    }
  }
  return copyWithSelection(text, host.document);
}

function copyWithSelection(text: string, document: Document | undefined): boolean {
  if (!document?.body) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, but rendered: a hidden element cannot be selected.
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  area.style.top = '0';
  const focused = document.activeElement;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    // Deprecated but the only way without the Clipboard API.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    if (focused && 'focus' in focused && typeof focused.focus === 'function') (focused as HTMLElement).focus();
  }
  return copied;
}
