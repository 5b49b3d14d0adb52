// What the server keeps of each enquiry and subscription, whatever the database.

export type LeadKind = 'contact' | 'consultation';

export interface Lead {
  /** Short reference shown to the visitor, e.g. "NQ-7K4M2P". */
  ref: string;
  kind: LeadKind;
  /** The accepted, trimmed fields. */
  fields: Record<string, string>;
  createdAt: string;
  /** new, handled by the owner, or spam (the hidden honeypot field was filled in). */
  status: 'new' | 'handled' | 'spam';
  handledAt: string | null;
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

export interface LeadStore {
  /** Stores a lead; resolves only once it is committed. */
  addLead(input: { kind: LeadKind; fields: Record<string, string>; spam?: boolean }): Promise<Lead>;
  /** One row per address, whatever its case; subscribing again is not an error. */
  subscribe(email: string): Promise<{ created: boolean }>;
  /** Takes up to `limit` leads whose e-mail is due, and holds them until `leaseUntil` so no other worker sends them too. */
  claimDueEmails(now: Date, leaseUntil: Date, limit: number): Promise<Lead[]>;
  markEmailed(ref: string): Promise<void>;
  markEmailFailed(ref: string, error: string, nextAttemptAt: Date): Promise<void>;
  listLeads(filter?: { status?: Lead['status']; kind?: LeadKind }): Promise<Lead[]>;
  getLead(ref: string): Promise<Lead | undefined>;
  markHandled(ref: string): Promise<boolean>;
  listSubscribers(): Promise<Subscriber[]>;
  /**
   * Deletes every lead written from this e-mail address (contact or consultation form, any case)
   * and its newsletter subscription: a visitor's right to erasure. Returns what was deleted.
   */
  forget(email: string): Promise<{ leads: string[]; subscription: boolean }>;
  countLeads(): Promise<number>;
  close(): Promise<void>;
}
