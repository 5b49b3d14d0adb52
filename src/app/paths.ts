/** Where the router renders the offline page, for the prerender (never linked). */
export const offlinePath = '/__offline';

/**
 * The handle of the routes with no address of their own (the not-found and offline pages): the
 * language switch there leads to the other language's home page, not to "/ar/404-not-found".
 */
export const withoutOwnAddress = { ownAddress: false } as const;

/** Whether the matched routes render a page at an address of its own. */
export const hasOwnAddress = (matches: ReadonlyArray<{ handle: unknown }>) => !matches.some((match) => match.handle === withoutOwnAddress);
