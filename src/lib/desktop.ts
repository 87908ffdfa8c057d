// The spec's device flag (§1, §9): a window at least this wide is a desktop. Plain constants, so
// stylesheets and small page scripts can use them without the device store.
export const DESKTOP_MIN_WIDTH = 768;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
