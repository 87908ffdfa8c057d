// api-serializable: after each file, how many units the conflict retries (server/db/retry.ts) had
// to run again and the most runs one needed; README's "Conflicts" quotes these figures.
import { afterAll, beforeAll } from 'vitest';
import { resetRetryStats, retryStats } from '../../../server/db/retry.ts';

beforeAll(() => resetRetryStats());
afterAll(() => {
  const { units, retried, retries, mostAttempts, gaveUp } = retryStats();
  console.log(`conflict retries: ${units} units, ${retried} retried (${retries} retries), most runs of one unit ${mostAttempts}, ${gaveUp} gave up`);
});
