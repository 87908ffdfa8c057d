import type { Db } from '../../../db/database.ts';
import type { OpsIdentityConfig } from './identity.config.ts';

export interface IdentityDeps {
  db: Db;
  /** The clock sessions, credentials, links and locks are measured by (tests move it). */
  now: () => Date;
  config: OpsIdentityConfig;
}
