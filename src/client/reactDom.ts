// React DOM's entry points, for the app. An ES module of our own, so that the boot script can
// run React's file ahead of the rest of the app (src/boot.ts, scripts/lib/appChunk.ts) without
// the interop helpers a CommonJS package's import would add to the boot script.
export { createRoot, hydrateRoot } from 'react-dom/client';
