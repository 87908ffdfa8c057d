// For tests of the screens that name machines: which of the engine's machine ids (slugs such as
// "pachinko-sakura-ama") a player could read on the page — in its text, in an option or in a
// label a screen reader says. Players see machine names; ids belong in addresses only.
import { machines } from '../../../shared/games/machines.ts';

const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'] as const;

/** The machine ids that appear in what `root` shows or announces; empty when none does. */
export function machineIdsShown(root: ParentNode & Node): string[] {
  const read: string[] = [];
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style')) read.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of READ_ATTRIBUTES) read.push(element.getAttribute(attribute) ?? '');
  }
  return machines.map((machine) => machine.id).filter((id) => read.some((text) => text.includes(id)));
}
