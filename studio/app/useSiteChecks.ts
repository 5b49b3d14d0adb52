// The site's checks of the draft (studio/shared/siteChecks.ts), live: once typing pauses (0.3 s),
// the pages' sizes are estimated (compressed in the browser, off the keys' way) and every check
// runs again on the draft of that moment.
import { useEffect, useState } from 'react';
import { estimatePages } from '../shared/pageEstimate.ts';
import { siteChecks, type SiteCheck } from '../shared/siteChecks.ts';
import type { SiteData } from '../shared/siteData.ts';

export function useSiteChecks(site: SiteData | undefined, pauseMs = 300): SiteCheck[] {
  const [checks, setChecks] = useState<SiteCheck[]>([]);
  useEffect(() => {
    if (!site) return;
    let current = true;
    const timer = setTimeout(async () => {
      const estimates = await estimatePages(site).catch(() => []);
      // A task of its own (about 10 ms), after the estimate's.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (current) setChecks(siteChecks(site, { estimates }));
    }, pauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [site, pauseMs]);
  return checks;
}
