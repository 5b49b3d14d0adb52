// The not-found page logs the address it was asked for (SPEC). A prerendered not-found page logs
// it from the boot script, at once; the app's not-found page logs it after a navigation, and not
// again when it hydrates the page the boot script has logged.
let loggedAtLoad: string | undefined;

export function logNotFound(path: string, { atLoad = false } = {}): void {
  if (!atLoad && path === loggedAtLoad) {
    loggedAtLoad = undefined;
    return;
  }
  if (atLoad) loggedAtLoad = path;
  console.error(`404: no page exists at ${path}`);
}
