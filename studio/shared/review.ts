// A review link and its comments, as the server keeps them and the Publish page lists them.

export interface ReviewLink {
  id: string;
  contentId: string;
  createdBy: string;
  createdAt: number;
  expiresAt: number;
  revokedBy: string | null;
  revokedAt: number | null;
}

export interface ReviewComment {
  id: string;
  linkId: string;
  /** The page the reviewer was on ("/pricing", "/ar/pricing"). */
  path: string;
  /** The name the reviewer gave, if any. */
  author: string | null;
  text: string;
  createdAt: number;
}
