// URLs are logged (the request line, the Referer header) without the values of query parameters
// that carry secrets: a session token handed over in a link (`?token=`, spec §2), an OAuth `code`,
// a password or key. The path and every other parameter stay as they were, for debugging.

const SECRET_WORDS = new Set(['token', 'password', 'passwd', 'pwd', 'secret', 'code', 'key', 'signature', 'sig', 'otp', 'pin', 'credential', 'credentials', 'auth', 'session', 'sessionid', 'jwt', 'ticket']);

export const REDACTED = '[redacted]';

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Whether a query parameter's name looks like it carries a secret (`token`, `access_token`, `apiKey` …). */
export function isSecretParam(name: string): boolean {
  const words = decode(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

/** `url` (a request target or an absolute URL) with the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string;
export function redactUrl(url: string | undefined): string | undefined;
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = hashStart === -1 ? url.slice(queryStart + 1) : url.slice(queryStart + 1, hashStart);
  const rest = hashStart === -1 ? '' : url.slice(hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}${rest}`;
}
