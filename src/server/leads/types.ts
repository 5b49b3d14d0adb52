// What the server keeps of each enquiry and subscription, whatever the database.
import type { Database } from '../database.ts';
import type { LeadKind, LeadLanguage, LeadStatus } from '../../../studio/shared/leads.ts';

export { leadLanguages, leadStatuses, type LeadKind, type LeadLanguage, type LeadStatus } from '../../../studio/shared/leads.ts';

export interface Lead {
  /** Short reference shown to the visitor, e.g. "NQ-7K4M2P". */
  ref: string;
  kind: LeadKind;
  /** The accepted, trimmed fields. */
  fields: Record<string, string>;
  createdAt: string;
  /** new; contacted, then won or lost, by the sales team; spam (the hidden honeypot field was filled in, or a member said so). */
  status: LeadStatus;
  /** When the lead was first marked contacted. */
  handledAt: string | null;
  /** The site's page the form was sent from ("/ar/contact"), and its language; null for leads older than the inbox. */
  page: string | null;
  language: LeadLanguage | null;
  /** The member who has the lead in hand (members.id), or null. */
  ownerId: string | null;
  /** pending until the e-mail to the company is sent; skipped for spam. */
  emailStatus: 'pending' | 'sent' | 'skipped';
  emailAttempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
}

export interface Subscriber {
  email: string;
  createdAt: string;
}

/** The form token a submission came with: recorded with it, so that it brings nothing else. */
export interface TokenUse {
  id: string;
  /** Until when the record is kept: after that the token is refused as expired anyway. */
  expiresAt: Date;
}

/** Thrown when a submission comes with a token that already brought one. */
export class FormTokenUsed extends Error {
  /** What the token brought: a lead's reference, or subscriberMark(email) for a subscription. */
  readonly usedBy: string;
  constructor(usedBy: string) {
    super('This form token has already been used.');
    this.usedBy = usedBy;
  }
}

export interface LeadStore {
  /** The same database, for the parts of the server written once for both kinds (the team, the releases). */
  database: Database;
  /**
   * Stores a lead and the use of its form token in one transaction; resolves only once both are
   * committed, rejects (with FormTokenUsed when the token brought another submission) otherwise.
   */
  addLead(input: { kind: LeadKind; fields: Record<string, string>; page?: string | null; language?: LeadLanguage | null; spam?: boolean; token?: TokenUse }): Promise<Lead>;
  /** One row per address, whatever its case; subscribing again is not an error. The token as in addLead. */
  subscribe(email: string, token?: TokenUse): Promise<{ created: boolean }>;
  /** Takes up to `limit` leads whose e-mail is due, and holds them until `leaseUntil` so no other worker sends them too. */
  claimDueEmails(now: Date, leaseUntil: Date, limit: number): Promise<Lead[]>;
  markEmailed(ref: string): Promise<void>;
  markEmailFailed(ref: string, error: string, nextAttemptAt: Date): Promise<void>;
  listLeads(filter?: { status?: Lead['status']; kind?: LeadKind }): Promise<Lead[]>;
  getLead(ref: string): Promise<Lead | undefined>;
  /** Marks a lead contacted (the CLI's `handle`); false if it already was, or there is none. */
  markHandled(ref: string): Promise<boolean>;
  listSubscribers(): Promise<Subscriber[]>;
  /**
   * Deletes every lead written from this e-mail address (contact or consultation form, any case)
   * with the team's notes on it, and its newsletter subscription: a visitor's right to erasure.
   * Returns what was deleted.
   */
  forget(email: string): Promise<{ leads: string[]; subscription: boolean }>;
  countLeads(): Promise<number>;
  /**
   * Counts one more hit on a rate-limit key in a window that starts at its first hit, for the
   * stores that several instances share (PostgreSQL); absent where each instance counts alone.
   */
  countHit?(key: string, windowMs: number): Promise<{ hits: number; msLeft: number }>;
  /** Deletes used form tokens and rate-limit windows that have run out. */
  purgeExpired(now: Date): Promise<void>;
  close(): Promise<void>;
}
