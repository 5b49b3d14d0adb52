// The "Where leads come from" report: per page and language, the visitors' form starts
// (formStarts.ts), the leads stored from there (spam aside), the share of starts that ended in a
// lead, and the leads of each week. Weeks start on Sunday, in Qatar's time, as the team's do.
import type { Database } from '../database.ts';
import { qatarDay } from './formStarts.ts';
import type { SourcesReport, SourceRow } from '../../../studio/shared/leads.ts';

const dayMs = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The Sundays that start the last `count` weeks, this one last. */
export function weekStarts(count: number, now = new Date()): string[] {
  const today = qatarDay(now);
  const thisWeek = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  return Array.from({ length: count }, (_, index) => addDays(thisWeek, (index - count + 1) * 7));
}

export async function leadSources(db: Database, weekCount: number, now = new Date()): Promise<SourcesReport> {
  const weeks = weekStarts(weekCount, now);
  const from = weeks[0];
  // A lead's created_at is UTC (ISO): Qatar's first day of the report starts three hours earlier.
  const fromInstant = new Date(Date.parse(`${from}T00:00:00Z`) - 3 * 3_600_000).toISOString();
  const starts = await db.query<{ page: string; language: string; starts: number }>(
    'SELECT page, language, SUM(starts) AS starts FROM form_starts WHERE day >= ? GROUP BY page, language',
    [from],
  );
  const leads = await db.query<{ page: string | null; language: string | null; created_at: string }>(
    `SELECT page, language, created_at FROM leads WHERE status <> 'spam' AND created_at >= ?`,
    [fromInstant],
  );

  const rows = new Map<string, SourceRow>();
  const rowFor = (page: string | null, language: string | null) => {
    const key = JSON.stringify([page, language]);
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { page, language, starts: 0, leads: 0, share: null, leadsByWeek: weeks.map(() => 0) }));
    return row;
  };
  for (const start of starts) rowFor(start.page, start.language).starts += Number(start.starts);
  for (const lead of leads) {
    const row = rowFor(lead.page, lead.language);
    row.leads++;
    const day = qatarDay(new Date(lead.created_at));
    const week = weeks.findLastIndex((start) => start <= day);
    if (week >= 0) row.leadsByWeek[week]++;
  }
  for (const row of rows.values()) row.share = row.starts > 0 ? row.leads / row.starts : null;
  // The pages that bring most leads first, then those with most starts.
  const ordered = [...rows.values()].sort((a, b) => b.leads - a.leads || b.starts - a.starts || String(a.page).localeCompare(String(b.page)));
  return { weeks, rows: ordered };
}
