// Captchas: a GIF to read, the answer kept only as a salted hash, single use, 5 minutes.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { captchas } from '../../db/schema.ts';
import { LIMITS } from './accounts.config.ts';
import { renderCaptchaGif } from './captcha-image.ts';
import { captchaText, matchesSaltedHash, saltedHash } from './secrets.fns.ts';

export interface CaptchaDeps {
  db: Db;
  now: () => Date;
}

const normalise = (answer: string) => answer.trim().toLowerCase();

export async function newCaptcha(deps: CaptchaDeps, text: string = captchaText()): Promise<{ img: string; uuid: string }> {
  const now = deps.now();
  const uuid = randomUUID();
  await deps.db.insert(captchas).values({
    id: uuid,
    answerHash: saltedHash(normalise(text)),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIMITS.captchaTtlMs),
  });
  return { img: renderCaptchaGif(text).toString('base64'), uuid };
}

/** Spends the captcha whatever the answer, so each one allows exactly one guess. */
export async function checkCaptcha(deps: CaptchaDeps, uuid: string, answer: string): Promise<boolean> {
  const now = deps.now();
  const [row] = await deps.db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, uuid), isNull(captchas.usedAt)))
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  if (!row || row.expiresAt <= now) return false;
  return matchesSaltedHash(normalise(answer), row.answerHash);
}
