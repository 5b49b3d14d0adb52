// A line of the team's record (who did what, when), as the server keeps it and the Record page shows it.

export interface AuditEntry {
  id: string;
  at: number;
  memberId: string | null;
  memberEmail: string | null;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
}
