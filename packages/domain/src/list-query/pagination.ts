/** Page sizes the data table offers (spec §9). */
export const PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** Page size of a list that asks for none (spec §9). */
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** Type guard for a page size from the wire. */
export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

/** Rows to skip for a 1-based page: the one place server SQL and web agree on it. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** Page count for a total; an empty list has 0 pages. */
export function totalPages(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** The `pagination` block of a list answer (spec §3 Table list response). */
export function paginationOf(total: number, limit: number, page: number) {
  return { total, limit, current_page: page, total_pages: totalPages(total, limit) };
}
