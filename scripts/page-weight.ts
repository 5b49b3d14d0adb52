// `npm run weight`: the gzipped weight of every prerendered page, from the build in BUILD_DIR.
import { resolve } from 'node:path';
import { pageWeights } from '../src/server/render/pageWeight.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const weights = pageWeights(resolve(process.env.BUILD_DIR ?? 'dist'));
console.log(`${'page'.padEnd(40)}  boot JS (KB gz)  JS     deferred JS  inline CSS  HTML`);
for (const w of weights) console.log(`${w.path.padEnd(40)}  ${kb(w.bootJs)}          ${kb(w.js)}  ${kb(w.deferredJs)}      ${kb(w.inlineCss)}     ${kb(w.html)}`);
