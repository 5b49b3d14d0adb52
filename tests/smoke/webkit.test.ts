// WebKitGTK (Debian's webkit2gtk-driver and its MiniBrowser), through WebKitWebDriver: see suite.ts.
import { smokeSuite } from './suite.ts';

smokeSuite('webkit');
