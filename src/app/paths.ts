/** Where the router renders the offline page, for the prerender (never linked). */
export const offlinePath = '/__offline';
