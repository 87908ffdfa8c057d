import { hallTheme } from './hall.css.ts';
import { lightTheme } from './light.css.ts';

export { vars } from './contract.css.ts';
export { hallTheme, lightTheme };

export const THEMES = ['hall', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Class to put on <html> or a wrapper element to apply a theme. */
export const themeClass: Record<ThemeName, string> = { hall: hallTheme, light: lightTheme };
