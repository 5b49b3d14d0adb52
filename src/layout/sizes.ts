/** Height of the mobile bottom bar: the page and the floating button keep clear of it. */
export const bottomBarHeight = 64;
