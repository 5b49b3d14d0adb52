// Leads as CSV or JSON for the owner. CSV cells that a spreadsheet would run as a formula
// (starting with =, +, -, @, tab or carriage return) are neutralised with a leading quote.
import type { Lead } from './types.ts';

const columns = ['ref', 'kind', 'status', 'createdAt', 'emailStatus', 'handledAt'] as const;

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsToCsv(leads: Lead[]): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))];
  const header = [...columns, ...fieldNames];
  const rows = leads.map((lead) => [...columns.map((column) => String(lead[column] ?? '')), ...fieldNames.map((field) => lead.fields[field] ?? '')]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function leadsToJson(leads: Lead[]): string {
  return JSON.stringify(leads, null, 2) + '\n';
}
