import { hallColor, lightColor } from './color.ts';
import { font, fontSize, motion, radius, size, space, zIndex } from './scale.ts';
import { hallShadow, lightShadow } from './shadow.ts';

export { hallColor, lightColor, type ColorTokens } from './color.ts';
export { font, fontSize, motion, radius, size, space, zIndex } from './scale.ts';
export { hallShadow, lightShadow, type ShadowTokens } from './shadow.ts';
export { media, DESKTOP_MIN_WIDTH_PX } from './media.ts';

const shared = { space, radius, font, fontSize, zIndex, motion, size };

/** The default token set: the dark hall look (deep navy/purple, gold accent). */
export const hallTokens = { ...shared, color: hallColor, shadow: hallShadow };
export type Tokens = typeof hallTokens;

export const lightTokens: Tokens = { ...shared, color: lightColor, shadow: lightShadow };
