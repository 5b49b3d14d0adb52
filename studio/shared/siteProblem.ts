// A problem that validation finds in site.json: what the command line prints, the studio marks and the console lists.
export interface SiteProblem {
  /** JSON pointer of the value at fault, e.g. "/routes/2/blocks/0/heading". */
  pointer: string;
  /** 1-based line in the file, when the pointer can be found there. */
  line?: number;
  /** 1-based column in that line. */
  column?: number;
  /** The path of the route the problem is in, if any. */
  route?: string;
  /** The block the problem is in, if any: its index in the route (0 for the first), type and English heading. */
  block?: { index: number; type?: string; heading?: string };
  /** What was expected, in plain words. */
  message: string;
}
