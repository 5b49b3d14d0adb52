// Leads as CSV or JSON for the owner. CSV cells that a spreadsheet would run as a formula are
// neutralised with a leading quote, and every cell is quoted.
import type { Lead } from './types.ts';

const columns = ['ref', 'kind', 'status', 'createdAt', 'page', 'language', 'emailStatus', 'handledAt'] as const;
/** What makes a spreadsheet run a cell: =, +, -, @ (or their full-width twins) after any spaces; a tab or line break first. */
const formulaStart = /^[\s\u00A0\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  // Quoted whatever it holds: a spreadsheet that splits cells at ";" or tabs must not split this one.
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const csvHeader = (fieldNames: string[]) => [...columns, ...fieldNames];
const csvRow = (lead: Lead, fieldNames: string[]) => [...columns.map((column) => String(lead[column] ?? '')), ...fieldNames.map((field) => lead.fields[field] ?? '')];

/**
 * The CSV, written as the leads are read: the header (the fields' names, known before the
 * first lead), then a chunk per batch, so that an export of years of leads never holds them all.
 */
export async function* leadsCsvChunks(fieldNames: string[], batches: AsyncIterable<Lead[]>): AsyncGenerator<string> {
  yield toCsv([csvHeader(fieldNames)]);
  for await (const batch of batches) yield toCsv(batch.map((lead) => csvRow(lead, fieldNames)));
}

/** The leads as JSON (as JSON.stringify(leads, null, 2) writes them), a batch at a time. */
export async function* leadsJsonChunks(batches: AsyncIterable<Lead[]>): AsyncGenerator<string> {
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const items = batch.map((lead) => JSON.stringify(lead, null, 2).replace(/^/gm, '  ')).join(',\n');
    yield `${first ? '[\n' : ',\n'}${items}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}
