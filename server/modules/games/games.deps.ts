// What the games module needs from the app.
import type { Db } from '../../db/database.ts';
import type { Translate } from '../../i18n/messages.ts';

export interface GamesDeps {
  db: Db;
  now: () => Date;
  t: Translate;
}
