// Two chunks for the app: everything src/entry-client.tsx imports statically goes into two files
// instead of the dozen small ones automatic splitting makes: React with React DOM, and the rest
// (the router, Emotion, the header). Gzip sees each whole (about 5 KB less than the parts); the
// parts loaded when idle import from them. Two because a module graph runs in one task: the boot
// script runs React's file a task before the rest, and neither task keeps the page from answering
// for long. What the boot script itself imports (Vite's preload helper) stays out of both, or
// the app would load with the boot script.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeSplittingOptions } from 'rolldown';
import type { Plugin } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function staticClosure(graph: ModuleGraph, entry: string): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(entry);
  return found;
}

/** The names appChunk gives the app's two files. */
const appChunkNames = ['react', 'app'];

const isReact = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]client[\\/]reactDom\.ts$/.test(id);

export function appChunk({ app, boot }: { app: string; boot: string }): CodeSplittingOptions {
  let appModules: Set<string> | undefined;
  const inApp = (id: string, graph: ModuleGraph) => {
    if (!appModules) {
      const bootModules = staticClosure(graph, boot);
      appModules = new Set([...staticClosure(graph, app)].filter((module) => !bootModules.has(module)));
    }
    return appModules.has(id);
  };
  return { groups: [{ name: (id, graph) => (inApp(id, graph) ? (isReact(id) ? 'react' : 'app') : null), includeDependenciesRecursively: false }] };
}

/**
 * Marks the app's two files for eager compilation (V8's explicit compile hint, Chrome 136 and
 * later): nearly every function in them runs while the page hydrates, and compiled as they are
 * first called, on the main thread, they made most of the hydration's long tasks. Compiled
 * eagerly, they compile while they stream in, off the main thread. Written after the build, as
 * the comment must open the file (Vite puts its preload map first in generateBundle).
 */
export function appCompileHints(): Plugin {
  return {
    name: 'nuqta-app-compile-hints',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle({ dir }, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && appChunkNames.includes(chunk.name)) writeFileSync(join(dir!, chunk.fileName), `//# allFunctionsCalledOnLoad\n${chunk.code}`);
    },
  };
}
