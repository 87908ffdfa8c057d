// Finds the Chromium that browser suites drive. Browsers are not downloaded: Debian's build is
// used (apt-get install chromium fonts-noto-cjk), or CHROMIUM_PATH when set.
import { existsSync } from 'node:fs';

export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}
