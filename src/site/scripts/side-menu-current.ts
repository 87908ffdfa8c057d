// On a phone a side menu is one row that scrolls sideways (NavMenu's sidebar variant); it opens
// scrolled so the current page's link is in view instead of possibly past the right edge.
for (const link of document.querySelectorAll<HTMLElement>('nav[data-variant="sidebar"] [aria-current="page"]')) {
  const row = link.closest('ul');
  if (!row || row.scrollWidth <= row.clientWidth) continue;
  const rowBox = row.getBoundingClientRect();
  const linkBox = link.getBoundingClientRect();
  row.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2;
}
