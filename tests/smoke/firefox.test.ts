// Firefox ESR (Debian's firefox-esr, or FIREFOX_PATH), through WebDriver BiDi: see suite.ts.
import { smokeSuite } from './suite.ts';

smokeSuite('firefox', { binary: process.env.FIREFOX_PATH || undefined, label: process.env.SMOKE_LABEL || 'firefox' });
