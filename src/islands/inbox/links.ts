/** The inbox page (spec route /user/station-letter). */
export const INBOX_PATH = '/user/station-letter';
