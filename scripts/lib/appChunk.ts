// Two chunks for the app: everything src/entry-client.tsx imports statically goes into two files
// instead of the dozen small ones automatic splitting makes: React with React DOM, and the rest
// (the router, Emotion, the header). Gzip sees each whole (about 5 KB less than the parts); the
// parts loaded when idle import from them. Two because a module graph runs in one task: the boot
// script runs React's file a task before the rest, and neither task keeps the page from answering
// for long. What the boot script itself imports (Vite's preload helper) stays out of both, or
// the app would load with the boot script.
import type { CodeSplittingOptions } from 'rolldown';

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
