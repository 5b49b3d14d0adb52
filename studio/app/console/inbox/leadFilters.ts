// The inbox's filters, kept in the page's address and sent to the API as its query: apart from the
// inbox's words, so that the console's entry can ask for the first page of leads (earlyRequests.ts).
import type { LeadKind, LeadStatus } from '../../../shared/leads.ts';
import type { InboxLanguage } from './inboxWords.ts';

export interface LeadFilters {
  status: LeadStatus | '';
  kind: LeadKind | '';
  language: InboxLanguage | '';
  from: string;
  to: string;
  q: string;
}
export const noFilters: LeadFilters = { status: '', kind: '', language: '', from: '', to: '', q: '' };
const filterKeys = Object.keys(noFilters) as (keyof LeadFilters)[];

export const filtersFrom = (search: string): LeadFilters => {
  const params = new URLSearchParams(search);
  return Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as unknown as LeadFilters;
};
/** Only the filters set, in the address's query (also the API's). */
export const filtersQuery = (filters: LeadFilters) => {
  const params = new URLSearchParams(filterKeys.filter((key) => filters[key]).map((key) => [key, filters[key]]));
  return params.size ? `?${params}` : '';
};
