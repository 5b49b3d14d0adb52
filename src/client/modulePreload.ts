// Module preload links for what a page loads when the visitor starts to use it (app/deferred.tsx): the
// browser fetches and compiles the files in parallel and runs none of them until imported. (The
// boot script has its own three lines for the page's chunks: importing this would make it a
// shared chunk, one more request before the app.)

/** The module files the page's script tag lists in data-deferred-chunks (written by the prerender). */
export function deferredFiles(): string[] {
  return document.querySelector<HTMLScriptElement>('script[data-deferred-chunks]')?.dataset.deferredChunks?.split(' ').filter(Boolean) ?? [];
}

/** A new task, without the clamping of nested zero-delay timers. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Adds the links one per task. Each starts its fetch at once, and where developer tools watch the
 * network (Lighthouse does) each also records a stack trace, 2-6 ms on this machine: eight in one
 * task blocked the page for 16-50 ms there.
 */
export async function preloadModules(files: string[]): Promise<void> {
  for (const [index, href] of files.entries()) {
    if (index > 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
