// Work that follows an answer without delaying it: mail whose sending time would otherwise tell a
// caller something (that an account exists, that a lock just engaged). Failures are logged; closing
// the app waits for what is still running.
import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started after answers (tests wait for it with `settled()`). */
    background: Background;
  }
}

export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once nothing started so far is still running. */
  settled(): Promise<void>;
}

export function backgroundTasks(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const running: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
