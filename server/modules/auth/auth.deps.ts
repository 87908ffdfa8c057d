// What the account services need from the app; tests hand in their own clock and captcha text.
import type { Db } from '../../db/database.ts';
import type { Background } from '../../http/background.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccountsConfig } from './accounts.config.ts';

export interface AuthDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  t: Translate;
  config: AccountsConfig;
  /** Mail that must not delay (or, by its timing, give away) an answer. */
  background: Background;
  /** Text of the next captcha; random unless a test fixes it. */
  captchaText?: () => string;
}
