/** One cell of the pager: a page number or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/** Pages shown at each end of the pager (spec §9 "2 margin pages"). */
export const PAGINATION_MARGIN = 2;
/** Pages shown on each side of the current one (spec §9 "2 range pages"). */
export const PAGINATION_RANGE = 2;

/**
 * The pager's cells for a 1-based current page: the first and last `margin` pages, `range` pages
 * either side of the current one, and a gap wherever pages are left out. A gap never stands for a
 * single page (that page is shown instead), so the pager never shows "1 … 3".
 */
export function paginationRange(
  current: number,
  total: number,
  margin: number = PAGINATION_MARGIN,
  range: number = PAGINATION_RANGE,
): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = new Set<number>();
  const add = (from: number, to: number): void => {
    for (let p = Math.max(1, from); p <= Math.min(total, to); p += 1) shown.add(p);
  };
  add(1, margin);
  add(total - margin + 1, total);
  add(page - range, page + range);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
