// What the app key services need from the app.
import type { Db } from '../../db/database.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AppKeyConfig } from './app-key.config.ts';

export interface AppKeyDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  t: Translate;
  config: AppKeyConfig;
}
