// First step of `npm test`: fail at once, in one line, when there is no browser to test with.
import { findChromium, noChromiumMessage } from './lib/browser.ts';

if (!findChromium()) {
  console.error(noChromiumMessage);
  process.exit(1);
}
