// What the console's leads inbox and its page say to each other (src/server/console/leadRoutes.ts,
// src/server/leads/leadInbox.ts): the statuses and the answers' shapes, for the page to import.

export type LeadKind = 'contact' | 'consultation';
/** Where a lead is in the sales team's work; spam is set by the honeypot (or by a member). */
export const leadStatuses = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadLanguages = ['en', 'ar'] as const;
export type LeadLanguage = (typeof leadLanguages)[number];

export interface MemberRef {
  id: string;
  name: string;
}

/** A lead as the inbox lists it (topic: the contact form's subject or the consultation's project type). */
export interface LeadSummary {
  ref: string;
  kind: LeadKind;
  name: string | null;
  company: string | null;
  topic: string | null;
  budget: string | null;
  page: string | null;
  language: LeadLanguage | null;
  createdAt: string;
  status: LeadStatus;
  /** Who has it in hand; null for nobody (or a member since removed). */
  owner: MemberRef | null;
}

/** A page of the list, newest first: `next` asks for the one after it (null: this is the last). */
export interface LeadPage {
  leads: LeadSummary[];
  next: string | null;
}

export interface LeadNote {
  id: string;
  text: string;
  at: string;
  /** null: written from the command line. */
  author: MemberRef | null;
}

export type LeadAction = 'view' | 'status' | 'owner' | 'note' | 'export' | 'erase';

export interface LeadEvent {
  at: string;
  /** null: the command line (scripts/leads.ts). A member since removed keeps their id and name here. */
  member: MemberRef | null;
  action: LeadAction;
  detail: Record<string, unknown>;
}

export interface LeadDetail extends LeadSummary {
  /** Every field the visitor sent, as stored. */
  fields: Record<string, string>;
  /** The visitor's address and number, whichever form they used: for the reply buttons. */
  email: string | null;
  phone: string | null;
  /** When the lead was first marked contacted. */
  handledAt: string | null;
  /** The e-mail to the company about it: pending until sent; skipped for spam. */
  emailStatus: 'pending' | 'sent' | 'skipped';
  notes: LeadNote[];
  events: LeadEvent[];
}

export interface LeadFilter {
  /** Without a status, every lead but spam. */
  status?: LeadStatus;
  kind?: LeadKind;
  language?: LeadLanguage;
  /** Days in Qatar time (UTC+3, no daylight saving), both included. */
  from?: string;
  to?: string;
  /** Words to find in any field, each by its beginning (case-insensitive; Arabic as typed, short vowels or not). */
  q?: string;
}

export interface SourceRow {
  /** The page a form was sent from ("/contact", "/ar/services/…"); null for leads older than the page's record. */
  page: string | null;
  language: string | null;
  starts: number;
  leads: number;
  /** leads ÷ starts, 0-1; null without starts. */
  share: number | null;
  /** Leads in each of the report's weeks, oldest first. */
  leadsByWeek: number[];
}

export interface SourcesReport {
  /** The first day (Sunday) of each week, oldest first: "2026-11-22". */
  weeks: string[];
  rows: SourceRow[];
}
