// The one check for every navigation whose target comes from the address, storage or another
// page (`?redirect=`, the springboard's `?return=`, LINE's saved return page, `/redirect/<path>`,
// the language switch, the stored home page): only a path on this very origin may be a target.
//
// Checking the text alone is not enough: browsers normalise before they navigate (`/.//x`
// becomes `//x`, a protocol-relative address; `\` counts as `/`; tab and newline are dropped),
// so the target is resolved the way the browser will resolve it, the origin compared after that,
// and the normalised path resolved once more to be sure it still means the same place.

// Tab, newline and the other C0/C1 controls and DEL: URL parsers strip or choke on them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Slashes, backslashes and dots written as escapes in the path: a server or proxy that decodes
// them would see a different path (`/%2F%2Fevil` → `//evil`).
const ENCODED_SEPARATOR = /%(?:2f|5c|2e)/i;

/**
 * `target` as a normalised path of `origin` (`/en-US/user?x=1#top`), or undefined when it is not
 * a same-origin path: absolute and protocol-relative addresses, other schemes (`javascript:`),
 * relative paths, backslashes, control characters, encoded separators in the path, and paths
 * that normalise to something starting with `//`.
 */
export function sameOriginPath(target: unknown, origin: string): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return undefined;
  if (target.includes('\\') || CONTROL.test(target)) return undefined;
  const pathPart = target.split(/[?#]/, 1)[0];
  if (ENCODED_SEPARATOR.test(pathPart)) return undefined;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = url.pathname + url.search + url.hash;
  // `/.//evil.example/` normalises to `//evil.example/`: as a link that leaves the site.
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  try {
    const again = new URL(path, origin);
    if (again.origin !== origin || again.pathname !== url.pathname) return undefined;
  } catch {
    return undefined;
  }
  return path;
}
