// Media queries of the spec's device flag (src/lib/desktop.ts): desktop from 768 px, phone below.
// Styles use these names instead of repeating the width.
import { DESKTOP_MIN_WIDTH } from '../../lib/desktop.ts';

export const DESKTOP_MIN_WIDTH_PX = DESKTOP_MIN_WIDTH;

export const media = {
  desktop: `screen and (min-width: ${DESKTOP_MIN_WIDTH}px)`,
  phone: `screen and (max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`,
} as const;
