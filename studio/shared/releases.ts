// What the console's Publish page and the server say to each other about releases and publish
// requests: their shapes and steps, for both sides to import (src/server/releases/ keeps them).

export const stepNames = ['validate', 'build', 'check', 'switch'] as const;
export type StepName = (typeof stepNames)[number];

export interface ReleaseStep {
  name: StepName;
  status: 'running' | 'done' | 'failed';
  startedAt: number;
  finishedAt?: number;
  /** What went wrong, or what was found (e.g. "62 pages, every link leads somewhere"). */
  detail?: string;
}

export interface Release {
  id: string;
  contentId: string;
  /** building, then live (or failed); kept once another is live, removed once its files are deleted. */
  status: 'building' | 'live' | 'kept' | 'failed' | 'removed';
  steps: ReleaseStep[];
  error: string | null;
  startedBy: string;
  startedAt: number;
  /** A building release whose heartbeat stops was interrupted (its server stopped). */
  heartbeatAt: number;
  finishedAt: number | null;
  liveAt: number | null;
}

export type PublishRequestStatus =
  /** Asked by a member without the approver permission, the site's approval on: waits for an approver. */
  | 'awaiting approval'
  /** Sent back by an approver, with a note: the member may change the content and ask again. */
  | 'sent back'
  /** To be published at publish_at. */
  | 'scheduled'
  /** Claimed by an instance at its time: its release is being published. */
  | 'publishing'
  | 'published'
  /** Its publish failed at its time; the live site stayed as it was. */
  | 'failed'
  | 'cancelled';

export interface PublishRequest {
  id: string;
  contentId: string;
  /** When to publish (UTC ms); null: as soon as approved. */
  publishAt: number | null;
  status: PublishRequestStatus;
  requestedBy: string;
  requestedAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
  /** The approver's note of a send-back, or the error of a failed publish. */
  note: string | null;
  releaseId: string | null;
  claimedAt: number | null;
}

export interface Change {
  /** Where, in words: "Hero › Heading", "Features › item 3 › Title". */
  where: string;
  kind: 'added' | 'removed' | 'changed' | 'moved';
  /** A bilingual text's two languages; a plain value as `value`. */
  en?: { before?: string; after?: string };
  ar?: { before?: string; after?: string };
  value?: { before?: string; after?: string };
}

/** A text in both languages, as the changes quote it. */
export type BilingualText = { en: string; ar: string };

export interface ChangeGroup {
  /** "Page /pricing (Pricing)", "Plans", "Interface texts". */
  title: string;
  /** The page it is about (the console names it in its own language), or the part of the site ("plans", "ui"). */
  page?: { path: string; title: BilingualText };
  part?: string;
  changes: Change[];
}

export interface ReleaseChanges {
  /** "3 changes on 2 pages", or "The first release". */
  summary: string;
  /** The first release: nothing before it to compare with. */
  first?: true;
  groups: ChangeGroup[];
}
