import { z } from "@/lib/validation/zod";

const MAX_PAGE = 100_000;
/** An admin list's page size when ?pageSize is absent, and the largest it may ask for. */
const ADMIN_PAGE_SIZE = { default: 25, max: 200 } as const;

/** ?page (from 1) and ?pageSize (1 to pageSize.max, pageSize.default when absent) of a paged list, public or admin. */
export function pageQuerySchema(pageSize: { default: number; max: number }) {
  return z.object({
    page: z.coerce
      .number({ error: "page must be a number." })
      .int("page must be a whole number.")
      .min(1, "page starts at 1.")
      .max(MAX_PAGE, "page is at most 100,000.")
      .default(1),
    pageSize: z.coerce
      .number({ error: "pageSize must be a number." })
      .int("pageSize must be a whole number.")
      .min(1, "pageSize is at least 1.")
      .max(pageSize.max, `pageSize is at most ${pageSize.max}.`)
      .default(pageSize.default),
  });
}

/**
 * An admin list's ?page, ?pageSize, ?sort (one of `sorts`, "-column" for descending) and ?q;
 * an unknown sort column is refused with the columns there are.
 */
export function listQuerySchema<Sort extends string>(sorts: readonly [Sort, ...Sort[]], defaultSort: `-${Sort}` | Sort) {
  return pageQuerySchema(ADMIN_PAGE_SIZE)
    .extend({
      sort: z.string().default(defaultSort),
      q: z.string().trim().max(100, "Search for at most 100 characters.").default(""),
    })
    .transform(({ sort, ...query }, ctx) => {
      const descending = sort.startsWith("-");
      const column = (descending ? sort.slice(1) : sort) as Sort;
      if (!sorts.includes(column)) {
        ctx.addIssue({ code: "custom", path: ["sort"], message: `Sort by one of: ${sorts.join(", ")}.` });
        return z.NEVER;
      }
      return { ...query, sort: column, direction: descending ? ("desc" as const) : ("asc" as const) };
    });
}
