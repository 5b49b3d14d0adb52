// Where the draft's problems show: each problem has the JSON pointer of the value at fault, so a
// form shows it beside that field (react-jsonschema-form's extraErrors), and a list beside its block.
import type { ErrorSchema } from '@rjsf/utils';
import type { StudioProblem } from '../shared/api.ts';

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** Whether a pointer is `base` or inside it. */
export const isUnder = (pointer: string, base: string) => pointer === base || pointer.startsWith(`${base}/`);

export const problemsUnder = (problems: StudioProblem[], base: string) => problems.filter((p) => isUnder(p.pointer, base));

/**
 * The problems under `base` as a form's error tree: "/routes/0/blocks/2/actions/1/href" under
 * "/routes/0/blocks/2" is { actions: { 1: { href: { __errors: [message] } } } }. With `fields`,
 * only the problems of those top fields (and of the whole value) are kept.
 */
export function errorSchemaAt(problems: StudioProblem[], base: string, fields?: string[]): ErrorSchema {
  const tree: Record<string, any> = {};
  for (const problem of problemsUnder(problems, base)) {
    const path = problem.pointer.slice(base.length).split('/').slice(1).map(unescape);
    if (fields && path.length > 0 && !fields.includes(path[0])) continue;
    let node = tree;
    for (const part of path) node = node[part] ??= {};
    (node.__errors ??= []).push(problem.message);
  }
  return tree as ErrorSchema;
}

/** How many problems lie under each pointer that has any ("/routes/3" counts those of its blocks too). */
export function problemCountsByPointer(problems: StudioProblem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { pointer } of problems) {
    const parts = pointer.split('/');
    for (let end = 2; end <= parts.length; end++) {
      const base = parts.slice(0, end).join('/');
      counts.set(base, (counts.get(base) ?? 0) + 1);
    }
  }
  return counts;
}
