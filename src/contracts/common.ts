import { z } from './zod.ts';

/** Paging request used by every list that can grow. Pages count from 1. */
export const pageRequest = z.strictObject({
  pageNum: z._default(z.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 10),
});

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().check(z.int(), z.gte(0)),
    pageNum: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
  });
}

/** A body-less call ("POST without a body"): accepts `{}` or no body at all. */
export const emptyRequest = z.strictObject({});

/** ISO-8601 timestamps in responses. */
export const isoDateTime = z.string();
