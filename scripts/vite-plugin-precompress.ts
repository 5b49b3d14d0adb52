// The build's brotli and gzip copies (src/server/render/precompress.ts, which a publish runs too), as a Vite plugin.
import type { Plugin, ResolvedConfig } from 'vite';
import { precompress } from '../src/server/render/precompress.ts';

/**
 * Runs last in the client build: after the prerender has written the pages and the PWA plugin
 * its service worker (whose precache list so never names a .br or .gz file).
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'nuqta-precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const started = performance.now();
        const written = await precompress(config.build.outDir);
        config.logger.info(`Precompressed: ${written} .br and .gz files in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
