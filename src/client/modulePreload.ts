// Module preload links, for the page's own chunks (src/boot.ts) and for what it loads when the
// visitor starts to use it (app/deferred.tsx): the browser fetches and compiles the files in
// parallel and runs none of them until imported. The boot script imports this file, so it is
// part of the boot script's chunk and the app takes it from there.

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
