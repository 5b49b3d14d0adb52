// Module preload links for what a page loads when the browser is idle (app/deferred.tsx): the
// browser fetches and compiles the files in parallel and runs none of them until imported. (The
// boot script has its own three lines for the page's chunks: importing this would make it a
// shared chunk, one more request before the app.)

/** The module files the page's script tag lists in data-idle-chunks (written by the prerender). */
export function idleModules(): string[] {
  return document.querySelector<HTMLScriptElement>('script[data-idle-chunks]')?.dataset.idleChunks?.split(' ').filter(Boolean) ?? [];
}

/** A new task, without the clamping of nested zero-delay timers. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Adds the links a few per task. Each starts its fetch at once, and where developer tools watch
 * the network (Lighthouse does) each also records a stack trace: fifty links in one task blocked
 * the page for 40-70 ms there.
 */
export async function preloadModules(files: string[]): Promise<void> {
  for (let start = 0; start < files.length; start += 8) {
    if (start > 0) await nextTask();
    const links = document.createDocumentFragment();
    for (const href of files.slice(start, start + 8)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  }
}
