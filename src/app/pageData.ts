// Loads a route's blocks and their components: used by the router's loaders, the prerender,
// hydration and link prefetching, so all four load exactly the same things.
import type { ComponentType } from 'react';
import { blockModules } from '../blocks/registry.ts';
import type { Block } from '../types/site.ts';
import { deferredModule, isDeferring, preloadMui } from './deferred.tsx';
import type { BlockData } from '../blocks/blockData.ts';
import type { SiteContent } from './siteContent.tsx';
import { untilNewRelease } from '../client/newRelease.ts';

/** The module of a block type: shared by the page loaders, prefetching and the page itself (app/deferred.tsx). */
export function blockModule<T extends Block['type']>(type: T) {
  const load = blockModules[type] as (() => Promise<{ default: ComponentType<{ block: any }> }>) | undefined;
  // The build checks this before it starts (scripts/check-generated.ts); this names the type if it did not run.
  if (!load) throw new Error(`The block type "${type}" has no component in src/blocks/registry.ts`);
  return deferredModule(load);
}

/** Loads the components of these blocks; resolves once every one can render without suspending. */
async function loadBlockComponents(blocks: readonly BlockData[]): Promise<void> {
  await Promise.all([...[...new Set(blocks.map((b) => b.type))].map(blockModule), preloadMui()]);
}

type PageLoaders = SiteContent['pageLoaders'];

export async function loadPage(pageLoaders: PageLoaders, path: string): Promise<BlockData[]> {
  const loadBlocks = pageLoaders[path];
  if (!loadBlocks) throw new Error(`No route is declared for ${path}`);
  // While the next release loads (a file of this one gone), the page stays as it is.
  const blocks = (await untilNewRelease(loadBlocks())).default;
  // The first hydration does not wait: the blocks' code loads when the visitor starts to use the
  // page (the modules wait for the gate), whether or not they are in view by then. Any other
  // render waits for it here, so that a page never shows up with blocks missing.
  const components = loadBlockComponents(blocks);
  // (A failure then shows where the block renders, through the route's error boundary.)
  if (isDeferring()) components.catch(() => undefined);
  else await components;
  return blocks;
}

const prefetched = new Set<string>();

/** Starts loading a route's chunks before the visitor clicks; failures are left to the real navigation. */
export function prefetchPage(pageLoaders: PageLoaders, path: string): void {
  const clean = path.replace(/[?#].*$/, '') || '/';
  if (prefetched.has(clean) || !pageLoaders[clean]) return;
  prefetched.add(clean);
  loadPage(pageLoaders, clean).catch(() => prefetched.delete(clean));
}
