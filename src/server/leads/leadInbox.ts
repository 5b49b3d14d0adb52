// The sales team's work on the leads, written once for SQLite and PostgreSQL (database.ts): the
// inbox's list and search, a lead's details with its notes and history, its status and owner,
// and the record of who looked at or changed what, and when (lead_events: every view of a lead's
// details, every change, every export and erasure). The visitors' own data stays in leads.fields.
import { createHash } from 'node:crypto';
import { can, isRole } from '../../../studio/shared/roles.ts';
import { sortableId, type Database, type Query } from '../database.ts';
import { searchCondition } from './leadSearch.ts';
import { leadColumns, leadFromRow, type LeadRow } from './sql.ts';
import { wordsMatch } from '../../../studio/shared/searchWords.ts';
import type { LeadAction, LeadDetail, LeadEvent, LeadFilter, LeadPage, LeadSummary, MemberRef } from '../../../studio/shared/leads.ts';
import type { Lead, LeadStatus } from './types.ts';
import { Refusal, type RefusalCode } from '../../../studio/shared/refusalWords.ts';

export type { LeadAction, LeadDetail, LeadEvent, LeadFilter, LeadNote, LeadPage, LeadSummary, MemberRef } from '../../../studio/shared/leads.ts';

/** A member acting in the inbox (the console's request.member); null: the command line (scripts/leads.ts). */
export type Actor = MemberRef | null;

/** Thrown for a change the inbox refuses: the console says it in the member's language, the command line in English (its message). */
export class InboxError<Code extends RefusalCode = RefusalCode> extends Refusal<Code> {}

const commandLine = 'The command line';
const qatarOffset = '+03:00';
/** The first instant of a day in Qatar, as the leads' ISO times compare. */
const qatarDayStart = (day: string) => new Date(`${day}T00:00:00${qatarOffset}`).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** An address as the record keeps it: a hash, so that an erased visitor's address is not kept by the erasure itself. */
export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

const present = (...values: Array<string | undefined>) => values.find((value) => value !== undefined && value !== '') ?? null;

export function summaryOf(lead: Lead, owner: MemberRef | null): LeadSummary {
  const { fields } = lead;
  const name = lead.kind === 'contact' ? [fields.firstName, fields.lastName].filter(Boolean).join(' ') : fields.consultName;
  return {
    ref: lead.ref,
    kind: lead.kind,
    name: present(name),
    company: present(fields.company, fields.consultCompany),
    topic: present(fields.subject, fields.projectType),
    budget: present(fields.budget),
    page: lead.page,
    language: lead.language,
    createdAt: lead.createdAt,
    status: lead.status,
    owner,
  };
}

/** Where a page of the list starts: after this lead, in the order newest first. */
interface LeadCursor {
  createdAt: string;
  ref: string;
}
const cursorOf = (lead: Lead): LeadCursor => ({ createdAt: lead.createdAt, ref: lead.ref });
/** The cursor as the API hands it out: opaque to the page, which sends it back as it is. */
export const pageCursor = (cursor: LeadCursor) => Buffer.from(JSON.stringify([cursor.createdAt, cursor.ref])).toString('base64url');
function readCursor(text: string): LeadCursor | undefined {
  try {
    const [createdAt, ref] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof createdAt === 'string' && typeof ref === 'string' && createdAt.length <= 40 && ref.length <= 20) return { createdAt, ref };
  } catch {
    // not JSON: not one of ours
  }
  return undefined;
}

/** Leads per page of the list: a phone's screen holds about 8, a desk's 15. */
export const leadPageSize = 50;
/** Leads per batch of an export: enough that the database's round trips do not dominate. */
const exportBatchSize = 500;

type InboxRow = LeadRow & { owner_name: string | null };
const withOwner = (row: InboxRow) => ({ lead: leadFromRow(row), owner: row.owner_id && row.owner_name !== null ? { id: row.owner_id, name: row.owner_name } : null });
const selectWithOwner = `SELECT ${leadColumns.split(', ').map((column) => `leads.${column}`).join(', ')}, members.name AS owner_name FROM leads LEFT JOIN members ON members.id = leads.owner_id`;

export type LeadInbox = ReturnType<typeof leadInbox>;

export function leadInbox(db: Database, now: () => Date = () => new Date()) {
  const record = (query: Query, actor: Actor | null, ref: string | null, action: LeadAction, detail: Record<string, unknown> = {}) =>
    query('INSERT INTO lead_events (id, ref, member_id, member_name, action, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      sortableId(now().getTime()),
      ref,
      actor?.id ?? null,
      actor?.name ?? commandLine,
      action,
      JSON.stringify(detail),
      now().toISOString(),
    ]);

  /** The WHERE clause and values of the filter, its search looked up in the database's index. */
  const where = async (filter: LeadFilter) => {
    const clauses: string[] = [];
    const values: string[] = [];
    if (filter.status) clauses.push('leads.status = ?'), values.push(filter.status);
    else clauses.push("leads.status <> 'spam'");
    if (filter.kind) clauses.push('leads.kind = ?'), values.push(filter.kind);
    if (filter.language) clauses.push('leads.language = ?'), values.push(filter.language);
    if (filter.from) clauses.push('leads.created_at >= ?'), values.push(qatarDayStart(filter.from));
    if (filter.to) clauses.push('leads.created_at < ?'), values.push(qatarDayStart(nextDay(filter.to)));
    const search = filter.q ? searchCondition(db.kind, filter.q) : undefined;
    if (search) {
      // A lead is also found by its owner's name, which is the member's (it changes with them), not the lead's.
      const owners = (await db.query<{ id: string; name: string }>('SELECT id, name FROM members')).filter((member) => wordsMatch(filter.q!, member.name));
      clauses.push(owners.length ? `(${search.condition} OR leads.owner_id IN (${owners.map(() => '?').join(', ')}))` : search.condition);
      values.push(search.value, ...owners.map((member) => member.id));
    }
    return { clauses, values, from: leadsBy(search) };
  };
  /**
   * What the page's references and the count are read from: a search's own table on SQLite
   * (leadSearch.ts), else the leads through their index of the list's columns (SQLite's planner
   * would otherwise read a search's thousands of matches through each lead's wide row: 2 s for
   * 30,000 of 100,000 leads, where the index alone answers in 20 ms). PostgreSQL chooses.
   */
  const leadsBy = (search: { from: string } | undefined) => search?.from ?? (db.kind === 'sqlite' ? 'leads INDEXED BY leads_newest' : 'leads');
  /** The filter's leads from a cursor on, newest first (or oldest first), `limit` of them, with their owners. */
  const rowsFrom = async (filter: LeadFilter, cursor: LeadCursor | undefined, limit: number, order: 'newest' | 'oldest', until?: LeadCursor) => {
    const { clauses, values, from } = await where(filter);
    const [before, after] = order === 'newest' ? ['<', '>'] : ['>', '<'];
    // Keyset paging: (created_at, ref) orders every lead, ties in created_at included, and the index reads from there.
    if (cursor) clauses.push(`(leads.created_at, leads.ref) ${before} (?, ?)`), values.push(cursor.createdAt, cursor.ref);
    if (until) clauses.push(`(leads.created_at, leads.ref) ${after}= (?, ?)`), values.push(until.createdAt, until.ref);
    const direction = order === 'newest' ? 'DESC' : 'ASC';
    const ordered = `ORDER BY leads.created_at ${direction}, leads.ref ${direction}`;
    // The page's references first, from the indexes alone (leadSearch.ts), then those leads' rows.
    const page = `SELECT leads.ref FROM ${from} WHERE ${clauses.join(' AND ')} ${ordered} LIMIT ?`;
    const rows = await db.query<InboxRow>(`${selectWithOwner} WHERE leads.ref IN (${page}) ${ordered}`, [...values, limit]);
    return rows.map(withOwner);
  };
  const count = async (filter: LeadFilter) => {
    const { clauses, values, from } = await where(filter);
    const [row] = await db.query<{ count: number | string }>(`SELECT COUNT(*) AS count FROM ${from} WHERE ${clauses.join(' AND ')}`, values);
    return Number(row.count);
  };
  /** The filter's leads, oldest first, a batch at a time up to `until` (included): an export's memory stays that of one batch. */
  async function* batches(filter: LeadFilter, until: LeadCursor, size: number): AsyncGenerator<Lead[]> {
    for (let cursor: LeadCursor | undefined; ; ) {
      const batch = (await rowsFrom(filter, cursor, size, 'oldest', until)).map(({ lead }) => lead);
      if (batch.length) yield batch;
      if (batch.length < size) return;
      cursor = cursorOf(batch.at(-1)!);
    }
  }

  const read = async (query: Query, ref: string): Promise<LeadDetail | undefined> => {
    const [row] = await query<InboxRow>(`${selectWithOwner} WHERE leads.ref = ?`, [ref]);
    if (!row) return undefined;
    const { lead, owner } = withOwner(row);
    const notes = await query<{ id: string; text: string; at: string; member_id: string | null; member_name: string }>('SELECT * FROM lead_notes WHERE ref = ? ORDER BY id', [ref]);
    const events = await query<{ at: string; member_id: string | null; member_name: string; action: LeadAction; detail: string }>('SELECT * FROM lead_events WHERE ref = ? ORDER BY id', [ref]);
    return {
      ...summaryOf(lead, owner),
      fields: lead.fields,
      email: present(lead.fields.email, lead.fields.consultEmail),
      phone: present(lead.fields.phone, lead.fields.consultPhone),
      handledAt: lead.handledAt,
      emailStatus: lead.emailStatus,
      notes: notes.map((note) => ({ id: note.id, text: note.text, at: note.at, author: note.member_id ? { id: note.member_id, name: note.member_name } : null })),
      events: events.map((event) => ({
        at: event.at,
        member: event.member_id ? { id: event.member_id, name: event.member_name } : null,
        action: event.action,
        detail: JSON.parse(event.detail),
      })),
    };
  };

  /** A member who may have leads assigned: one whose role has the `leads` permission. */
  const assignableMember = async (query: Query, id: string): Promise<MemberRef | undefined> => {
    const [row] = await query<{ id: string; name: string; role: string }>('SELECT id, name, role FROM members WHERE id = ?', [id]);
    return row && isRole(row.role) && can(row.role, 'leads') ? { id: row.id, name: row.name } : undefined;
  };

  return {
    /** A page of the filter's leads, newest first, after the cursor (from the newest without one), and the next page's cursor (null after the last). */
    async list(filter: LeadFilter = {}, { after, size = leadPageSize }: { after?: string; size?: number } = {}): Promise<LeadPage> {
      const cursor = after === undefined ? undefined : readCursor(after);
      if (after !== undefined && !cursor) throw new InboxError(400, 'notAPage');
      // One more than the page: whether there is a next one.
      const found = await rowsFrom(filter, cursor, size + 1, 'newest');
      const page = found.slice(0, size);
      return { leads: page.map(({ lead, owner }) => summaryOf(lead, owner)), next: found.length > size ? pageCursor(cursorOf(page.at(-1)!.lead)) : null };
    },
    /**
     * How many leads the filter keeps: asked for apart from the page, since counting a search's
     * tens of thousands of matches costs more than finding its newest 50, which show meanwhile.
     */
    count,
    /**
     * The leads (not spam) stored after this one, oldest first: what an inbox's stream missed
     * while it reconnected (its Last-Event-ID). Undefined when there is no such lead (erased).
     */
    async leadsAfter(ref: string): Promise<LeadSummary[] | undefined> {
      const [last] = await db.query<{ created_at: string }>('SELECT created_at FROM leads WHERE ref = ?', [ref]);
      if (!last) return undefined;
      const rows = await db.query<InboxRow>(`${selectWithOwner} WHERE leads.created_at >= ? AND leads.ref <> ? AND leads.status <> 'spam' ORDER BY leads.created_at, leads.ref`, [last.created_at, ref]);
      return rows.map(withOwner).map(({ lead, owner }) => summaryOf(lead, owner));
    },
    /**
     * An export of the filter's leads, oldest first as the CLI exports them: how many there are
     * and their fields' names (the CSV's header), read a batch at a time, then the leads
     * themselves in batches, up to the last one counted (a lead sent meanwhile waits for the next
     * export). The export is recorded with its count.
     */
    async exportLeads(actor: Actor, filter: LeadFilter = {}, batchSize = exportBatchSize): Promise<{ count: number; fieldNames: string[]; leads: AsyncGenerator<Lead[]> }> {
      const [newest] = await rowsFrom(filter, undefined, 1, 'newest');
      const fieldNames = new Set<string>();
      let count = 0;
      if (newest)
        for await (const batch of batches(filter, cursorOf(newest.lead), batchSize)) {
          count += batch.length;
          for (const lead of batch) for (const name of Object.keys(lead.fields)) fieldNames.add(name);
        }
      await this.recordExport(actor, count, filter);
      const none = async function* () {};
      return { count, fieldNames: [...fieldNames], leads: newest ? batches(filter, cursorOf(newest.lead), batchSize) : none() };
    },
    /** Records an export: by whom, how many leads, with which filter. */
    async recordExport(actor: Actor, count: number, filter: object) {
      await record(db.query, actor, null, 'export', { count, filter });
    },
    /** A lead's details, its view recorded first (so that it is in the history it returns). */
    async open(ref: string, actor: Actor): Promise<LeadDetail | undefined> {
      return db.transaction(async (query) => {
        const [exists] = await query('SELECT ref FROM leads WHERE ref = ?', [ref]);
        if (!exists) return undefined;
        await record(query, actor, ref, 'view');
        return read(query, ref);
      });
    },
    /** Sets a lead's status and/or owner (null: nobody); each change that changes something is recorded. */
    async update(ref: string, changes: { status?: LeadStatus; ownerId?: string | null }, actor: Actor): Promise<LeadDetail | undefined> {
      return db.transaction(async (query) => {
        const [row] = await query<InboxRow>(`${selectWithOwner} WHERE leads.ref = ?`, [ref]);
        if (!row) return undefined;
        const { lead, owner } = withOwner(row);
        if (changes.status !== undefined && changes.status !== lead.status) {
          // The first time a lead is contacted is kept (the CLI's handled_at), whatever comes after.
          await query('UPDATE leads SET status = ?, handled_at = COALESCE(handled_at, ?) WHERE ref = ?', [changes.status, changes.status === 'contacted' ? now().toISOString() : null, ref]);
          await record(query, actor, ref, 'status', { from: lead.status, to: changes.status });
        }
        if (changes.ownerId !== undefined && changes.ownerId !== lead.ownerId) {
          const to = changes.ownerId === null ? null : await assignableMember(query, changes.ownerId);
          if (to === undefined) throw new InboxError(400, 'cannotTakeLeads');
          await query('UPDATE leads SET owner_id = ? WHERE ref = ?', [to?.id ?? null, ref]);
          await record(query, actor, ref, 'owner', { from: owner, to });
        }
        return read(query, ref);
      });
    },
    async addNote(ref: string, text: string, actor: Actor): Promise<LeadDetail | undefined> {
      return db.transaction(async (query) => {
        const [exists] = await query('SELECT ref FROM leads WHERE ref = ?', [ref]);
        if (!exists) return undefined;
        const id = sortableId(now().getTime());
        await query('INSERT INTO lead_notes (id, ref, member_id, member_name, text, at) VALUES (?, ?, ?, ?, ?, ?)', [id, ref, actor?.id ?? null, actor?.name ?? commandLine, text, now().toISOString()]);
        await record(query, actor, ref, 'note', { noteId: id });
        return read(query, ref);
      });
    },
    /** Records a visitor's erasure (store.forget): the leads' references and the address's hash, never the address. */
    async recordErasure(actor: Actor, email: string, erased: { leads: string[]; subscription: boolean }) {
      await record(db.query, actor, null, 'erase', { emailHash: emailHash(email), leads: erased.leads, subscription: erased.subscription });
    },
    /** The members a lead can be given to. */
    async assignable(): Promise<MemberRef[]> {
      const rows = await db.query<{ id: string; name: string; role: string }>('SELECT id, name, role FROM members ORDER BY name, id');
      return rows.filter((row) => isRole(row.role) && can(row.role, 'leads')).map((row) => ({ id: row.id, name: row.name }));
    },
    /** The record of the inbox as a whole (exports, erasures) and of every lead, newest first. */
    async events(limit = 200): Promise<Array<LeadEvent & { ref: string | null }>> {
      const rows = await db.query<{ ref: string | null; at: string; member_id: string | null; member_name: string; action: LeadAction; detail: string }>('SELECT * FROM lead_events ORDER BY id DESC LIMIT ?', [limit]);
      return rows.map((row) => ({ ref: row.ref, at: row.at, member: row.member_id ? { id: row.member_id, name: row.member_name } : null, action: row.action, detail: JSON.parse(row.detail) }));
    },
  };
}
