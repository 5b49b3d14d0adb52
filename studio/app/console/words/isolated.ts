// What a member typed (an e-mail, a name) inside a sentence of the other direction, set apart as
// <bdi> does it, in plain text: the same in an alert, an aria-label or the browser's confirm().
export const isolated = (text: string) => `\u2068${text}\u2069`;
