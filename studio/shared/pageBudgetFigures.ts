// The page budgets' figures, apart from the code that measures a build (pageBudgets.ts, which
// reads files): the studio checks a draft in the browser against the same figures
// (studio/shared/pageEstimate.ts).

/** What a page may cost a visitor, in KB gzipped (see tests/integration/budget.test.ts for why each figure is what it is). */
export const pageBudgets = { bootJsKb: 5, jsKb: 150, withDeferredJsKb: 260, inlineCssKb: 20, htmlKb: 44, sceneKb: 60 };

/**
 * The code's share of a page's "JavaScript before idle" (`jsKb`), in KB gzipped: every page of a
 * language loads the same code before idle (the boot script, the app and, in Arabic, the
 * right-to-left styling); the rest is content, the language's content file and the page's own.
 * Measured from the build (`npm run weight`, less the content files);
 * tests/integration/budget.test.ts fails when the build's code no longer weighs this.
 */
export const codeBeforeIdleKb = { en: 119.6, ar: 123.2 };
