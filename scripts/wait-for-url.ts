/** Waits (up to three minutes) until a freshly started server answers `url` with 2xx. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}
