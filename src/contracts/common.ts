import { z } from './zod.ts';

/** Paging request used by every list that can grow. Pages count from 1. */
export const pageRequest = z
  .object({
    pageNum: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(10),
  })
  .strict();

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** A body-less call ("POST without a body"): accepts `{}` or no body at all. */
export const emptyRequest = z.object({}).strict();

/** ISO-8601 timestamps in responses. */
export const isoDateTime = z.string();
