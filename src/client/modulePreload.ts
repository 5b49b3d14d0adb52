// Module preload links for what a page loads when the browser is idle (app/deferred.tsx): the
// browser fetches and compiles the files in parallel and runs none of them until imported. (The
// boot script has its own three lines for the page's chunks: importing this would make it a
// shared chunk, one more request before the app.)

/** The module files the page's script tag lists in data-idle-chunks (written by the prerender). */
export function idleModules(): string[] {
  return document.querySelector<HTMLScriptElement>('script[data-idle-chunks]')?.dataset.idleChunks?.split(' ').filter(Boolean) ?? [];
}

export function preloadModules(files: string[]): void {
  const links = document.createDocumentFragment();
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
