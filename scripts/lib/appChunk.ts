// One chunk for the app: everything src/entry-client.tsx imports statically (React, the router,
// MUI's core, the header) goes into a single file instead of the dozen small ones automatic
// splitting makes. The boot script fetches one file; gzip sees it whole (about 5 KB less than
// the parts); the parts loaded when idle import from it. What the boot script itself imports
// (Vite's preload helper) stays out of it, or the app would load with the boot script.
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

export function appChunk({ app, boot }: { app: string; boot: string }): CodeSplittingOptions {
  let appModules: Set<string> | undefined;
  const inApp = (id: string, graph: ModuleGraph) => {
    if (!appModules) {
      const bootModules = staticClosure(graph, boot);
      appModules = new Set([...staticClosure(graph, app)].filter((module) => !bootModules.has(module)));
    }
    return appModules.has(id);
  };
  return { groups: [{ name: (id, graph) => (inApp(id, graph) ? 'app' : null), includeDependenciesRecursively: false }] };
}
