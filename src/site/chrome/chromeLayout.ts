// Sizes and breakpoints the site header, its menu and the phone's bottom bar share.
import { DESKTOP_MIN_WIDTH } from '../../lib/desktop.ts';

/** Phones: below the spec's desktop flag (768 px) the four areas move to a bar at the bottom. */
export const PHONE = `screen and (max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;
/** The narrowest phones (360 px): the header keeps one guest link. */
export const NARROW_PHONE = 'screen and (max-width: 379.98px)';

/**
 * From this width the main menu and the language choice fit on the header's one row next to the
 * account links in every language (measured: Vietnamese and Filipino, signed in, need the most);
 * narrower windows reach them through the menu button.
 */
export const WIDE_MIN_WIDTH = 1280;
export const WIDE = `screen and (min-width: ${WIDE_MIN_WIDTH}px)`;
export const NARROW = `screen and (max-width: ${WIDE_MIN_WIDTH - 0.02}px)`;

/** The header's one row has this block size whatever arrives later (session, balance). */
export const HEADER_BAR_HEIGHT = '3.5rem';
export const BOTTOM_BAR_HEIGHT = '3.5rem';
