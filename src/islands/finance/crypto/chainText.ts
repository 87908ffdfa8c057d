// Long chain strings (addresses, transaction ids) shortened for a table cell; the full text
// stays available to copy and to assistive technology.

/** "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" → "TQn9Y2…bLSE"; short strings are left whole. */
export function shortenChainText(text: string, head = 6, tail = 4): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
