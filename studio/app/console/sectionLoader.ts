// A console section's code, loaded when it is first opened. A failed import reloads the page once:
// a session that ended meanwhile gets no more of the console's code (consolePlugin.ts), and the
// reload shows the sign-in page; a page left open over a new build asks for files that are gone,
// and the reload brings the new build's. If it fails again after that reload, the file is missing
// for good (or the network is down): the failure is thrown for the section's error message, never
// another reload (which would loop).

/** Kept in this tab across the reload: the page has already reloaded once for a missing section. */
export const reloadedMark = 'nuqta-console-reloaded-for-section';

interface Tab {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload: () => void;
}

const browserTab = (): Tab => {
  let storage: Storage | undefined;
  try {
    storage = sessionStorage;
  } catch {
    storage = undefined; // storage refused: no mark can be kept, so no reload either
  }
  return { storage, reload: () => location.reload() };
};

/** A section's code that could not be loaded, after the one reload: its error message shows. */
export class SectionLoadError extends Error {
  constructor(cause: unknown) {
    super('A section of the console could not be loaded.', { cause });
  }
}

export async function loadSection<T>(load: () => Promise<T>, tab: Tab = browserTab()): Promise<T> {
  try {
    const loaded = await load();
    tab.storage?.removeItem(reloadedMark);
    return loaded;
  } catch (failure) {
    if (!tab.storage || tab.storage.getItem(reloadedMark)) throw new SectionLoadError(failure);
    tab.storage.setItem(reloadedMark, String(Date.now()));
    tab.reload();
    return new Promise<never>(() => undefined); // the page is going away
  }
}
