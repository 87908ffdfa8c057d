// The journeys sign in through the real popup by reading the captcha the server draws: a reader
// that misreads spends sign-in attempts (and locks accounts), one that is slow holds a journey's
// worker. Seeded drawings, so a failure replays.
import { describe, expect, it } from 'vitest';
import { encodeGif } from '../../server/modules/auth/captcha-gif.ts';
import { CAPTCHA_PALETTE, drawCaptcha, type RandomInt } from '../../server/modules/auth/captcha-image.ts';
import { CAPTCHA_ALPHABET } from '../../server/modules/auth/secrets.fns.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import { readCaptcha, readCaptchaImage, SURE_MARGIN } from '../e2e/support/captcha-reader.ts';

function drawings(seed: number, count: number) {
  const random = seededRandom(seed);
  const randomInt: RandomInt = (bound) => Math.floor(random() * bound);
  return Array.from({ length: count }, () => {
    const text = Array.from({ length: 4 + randomInt(2) }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
    return { text, image: drawCaptcha(text, randomInt) };
  });
}

describe('captcha reader', () => {
  it('reads what the server draws, and is sure only when it is right', () => {
    const readings = drawings(20261129, 16).map(({ text, image }) => ({ text, reading: readCaptchaImage(image) }));
    const sure = readings.filter(({ reading }) => reading.margin >= SURE_MARGIN);
    expect(sure.filter(({ text, reading }) => reading.text !== text)).toEqual([]);
    expect(sure.length).toBeGreaterThanOrEqual(14);
  }, 30_000);

  it('reads the GIF the captcha call answers, with or without its data: prefix', () => {
    const { text, image } = drawings(7, 1)[0]!;
    const gif = encodeGif(image, CAPTCHA_PALETTE).toString('base64');
    expect(readCaptcha(gif)).toEqual(readCaptchaImage(image));
    expect(readCaptcha(`data:image/gif;base64,${gif}`).text).toBe(text);
  });
});
