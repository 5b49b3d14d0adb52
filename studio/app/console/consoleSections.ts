// The console's sections a member's role opens, in the order a desk shows them; a phone puts
// the inbox first (its members are mostly sales, answering leads).
import type { Permission } from '../../shared/roles.ts';
import type { Me } from './consoleApi.ts';
import type { ConsolePage } from './useConsolePath.ts';

const sections: Array<{ page: ConsolePage; needs?: Permission }> = [
  { page: 'edit', needs: 'content' },
  { page: 'publish', needs: 'publish' },
  { page: 'inbox', needs: 'leads' },
  { page: 'team', needs: 'members' },
  { page: 'record', needs: 'audit' },
  { page: 'sources', needs: 'leads' },
  { page: 'account' },
];

export const sectionsOf = (me: Me): ConsolePage[] => sections.filter((entry) => !entry.needs || me.permissions.includes(entry.needs)).map((entry) => entry.page);

/** On a phone: the inbox first, and My account in the member's menu rather than the bar. */
export const phoneSections = (allowed: ConsolePage[]) => [...allowed.filter((page) => page === 'inbox'), ...allowed.filter((page) => page !== 'inbox' && page !== 'account')];
