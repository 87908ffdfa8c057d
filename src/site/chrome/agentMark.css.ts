import { style } from '@vanilla-extract/css';

// `data-agent` on <html> is set before paint, beside `data-session`, when the stored session
// belongs to an agent (UserArea.astro's inline script; userArea.ts keeps it in step).
export const agentOnly = style({ selectors: { 'html:not([data-agent]) &': { display: 'none' } } });
