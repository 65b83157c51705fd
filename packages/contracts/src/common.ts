import { z } from 'zod';

/** Paginated lists take `pageNumber` and `pageSize`; the spec's defaults are 1 and 1. */
export const PaginationQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(1),
});

export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    total: z.number().int().min(0),
  });

export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
