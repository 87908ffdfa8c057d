/** Only web addresses are followed: a `javascript:` or other scheme from an answer is refused. */
export function webAddress(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
