/** The most rows any list answers with at once; the rest come by following the page's cursor. */
export const MAX_PAGE_SIZE = 100;

/**
 * The longest cursor a query string may carry. A catalogue cursor holds a recipe's normalised title, which
 * Unicode decomposition can make longer than the title (lib/cursor.ts bounds it at 4,000 characters).
 */
export const MAX_CURSOR_LENGTH = 16_384;
