// The sales team's work on the leads, written once for SQLite and PostgreSQL (database.ts): the
// inbox's list and search, a lead's details with its notes and history, its status and owner,
// and the record of who looked at or changed what, and when (lead_events: every view of a lead's
// details, every change, every export and erasure). The visitors' own data stays in leads.fields.
import { createHash } from 'node:crypto';
import { can, isRole } from '../../../studio/shared/roles.ts';
import { sortableId, type Database, type Query } from '../database.ts';
import { leadFromRow, type LeadRow } from './sql.ts';
import type { LeadAction, LeadDetail, LeadEvent, LeadFilter, LeadSummary, MemberRef } from '../../../studio/shared/leads.ts';
import type { Lead, LeadStatus } from './types.ts';

export type { LeadAction, LeadDetail, LeadEvent, LeadFilter, LeadNote, LeadSummary, MemberRef } from '../../../studio/shared/leads.ts';

/** A member acting in the inbox (the console's request.member); null: the command line (scripts/leads.ts). */
export type Actor = MemberRef | null;

/** Thrown for a change the inbox refuses, with words for the member. */
export class InboxError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

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

type InboxRow = LeadRow & { owner_name: string | null };
const withOwner = (row: InboxRow) => ({ lead: leadFromRow(row), owner: row.owner_id && row.owner_name !== null ? { id: row.owner_id, name: row.owner_name } : null });
const selectWithOwner = 'SELECT leads.*, members.name AS owner_name FROM leads LEFT JOIN members ON members.id = leads.owner_id';

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

  /** The leads the filter keeps, newest first, with their owners. */
  const find = async (filter: LeadFilter = {}) => {
    const clauses: string[] = [];
    const values: string[] = [];
    if (filter.status) clauses.push('leads.status = ?'), values.push(filter.status);
    else clauses.push("leads.status <> 'spam'");
    if (filter.kind) clauses.push('leads.kind = ?'), values.push(filter.kind);
    if (filter.language) clauses.push('leads.language = ?'), values.push(filter.language);
    if (filter.from) clauses.push('leads.created_at >= ?'), values.push(qatarDayStart(filter.from));
    if (filter.to) clauses.push('leads.created_at < ?'), values.push(qatarDayStart(nextDay(filter.to)));
    const rows = await db.query<InboxRow>(`${selectWithOwner} WHERE ${clauses.join(' AND ')} ORDER BY leads.created_at DESC, leads.ref DESC`, values);
    const found = rows.map(withOwner);
    const needle = filter.q?.trim().toLocaleLowerCase();
    if (!needle) return found;
    // In JavaScript rather than SQL: the fields are JSON, whose escapes a LIKE would see.
    return found.filter(({ lead, owner }) => [lead.ref, lead.page ?? '', owner?.name ?? '', ...Object.values(lead.fields)].some((value) => value.toLocaleLowerCase().includes(needle)));
  };

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
    async list(filter?: LeadFilter): Promise<LeadSummary[]> {
      return (await find(filter)).map(({ lead, owner }) => summaryOf(lead, owner));
    },
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
    /** The leads themselves, oldest first as the CLI exports them, with the export recorded. */
    async exportLeads(actor: Actor, filter?: LeadFilter): Promise<Lead[]> {
      const leads = (await find(filter)).map(({ lead }) => lead).reverse();
      await this.recordExport(actor, leads.length, filter ?? {});
      return leads;
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
          if (to === undefined) throw new InboxError('That member cannot take leads: choose an owner or a member of the sales team.');
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
