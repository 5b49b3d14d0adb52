// The draft's life: loaded from the file (through the server), checked by the server after every
// change (the preview follows each version without problems), saved unless it has problems or
// the file changed on disk meanwhile. Every change is a step of the history (history.ts), undone
// and redone across saves.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftResponse, Session, StudioProblem } from '../shared/api.ts';
import type { SiteData } from '../shared/siteData.ts';
import { checkDraft, loadSession, saveDraft } from './api.ts';
import { changeDraft, loadDraft, type Draft, type DraftChange } from './draft.ts';
import { describeChange, emptyHistory, record, redo as redoLast, undo as undoLast, type History, type Step } from './history.ts';

/** The same problems as before: the lists and counts that show them need not be drawn again. */
const sameProblems = (a: StudioProblem[], b: StudioProblem[]) => a.length === b.length && a.every((problem, i) => problem.report === b[i].report);

export function useStudioDraft() {
  const [session, setSession] = useState<Session>();
  const [loadError, setLoadError] = useState<string>();
  const [draft, setDraft] = useState<Draft>();
  /** The hash of the file as loaded or last saved: a save against another version is refused. */
  const [baseHash, setBaseHash] = useState('');
  const [savedSite, setSavedSite] = useState<Draft['site']>();
  /** The hash of the latest draft the server checked: unsaved changes are a hash other than the file's. */
  const [draftHash, setDraftHash] = useState('');
  const [problems, setProblems] = useState<StudioProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ title?: string; message: string }>();
  const [notice, setNotice] = useState<string>();
  const [history, setHistory] = useState<History>(emptyHistory);
  // The latest draft and history, for changes made before the next render (two in one event).
  const latest = useRef<{ draft?: Draft; history: History }>({ history: emptyHistory });
  latest.current.draft = draft;
  latest.current.history = history;
  const show = (next: Draft | undefined, nextHistory: History) => {
    latest.current = { draft: next, history: nextHistory };
    setDraft(next);
    setHistory(nextHistory);
  };
  /** The server's answer for every version of the site it checked: an undo or a redo needs no new check. */
  const answers = useRef(new WeakMap<SiteData, DraftResponse>());

  const load = useCallback(async () => {
    try {
      const loaded = await loadSession();
      setSession(loaded);
      setProblems(loaded.problems);
      setBaseHash(loaded.hash);
      setDraftHash(loaded.hash);
      setSavedSite(loaded.site);
      if (loaded.site) answers.current.set(loaded.site, { problems: loaded.problems, hash: loaded.hash });
      show(loaded.site && loadDraft(loaded.site), emptyHistory);
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, []);
  useEffect(() => void load(), [load]);

  // Only the answer for the latest draft counts, so that problems point into what is on screen.
  const revision = useRef(0);
  const site = draft?.site;
  useEffect(() => {
    const mine = ++revision.current;
    const showAnswer = (answer: DraftResponse) => (setProblems((current) => (sameProblems(current, answer.problems) ? current : answer.problems)), setDraftHash(answer.hash), setChecking(false));
    const known = site && answers.current.get(site);
    if (known) return showAnswer(known);
    if (!site || site === savedSite) return setChecking(false);
    setChecking(true);
    const timer = setTimeout(() => {
      checkDraft(site).then(
        (answer) => (answers.current.set(site, answer), mine === revision.current && showAnswer(answer)),
        (error: Error) => mine === revision.current && (setNotice(`The draft could not be checked: ${error.message}`), setChecking(false)),
      );
    }, 150);
    return () => clearTimeout(timer);
  }, [site, savedSite]);

  /** Makes a change; the step it is, if it changed anything. */
  const change = useCallback((next: DraftChange): Step | undefined => {
    const before = latest.current.draft;
    if (!before) return;
    const after = changeDraft(before, next);
    const described = describeChange(before, after, next);
    // A form answering its own update changes nothing: no step, and the redo stays possible.
    if (!described) return undefined;
    const step: Step = { ...described, before, after, at: Date.now() };
    show(after, record(latest.current.history, step));
    return step;
  }, []);
  /** Undoes (or redoes) the last step; the step, so that the studio can show where it was. */
  const travel = useCallback((direction: typeof undoLast): Step | undefined => {
    const result = direction(latest.current.history);
    if (result) show(result.draft, result.history);
    return result?.step;
  }, []);
  const undo = useCallback(() => travel(undoLast), [travel]);
  const redo = useCallback(() => travel(redoLast), [travel]);

  const save = useCallback(async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const result = await saveDraft(draft.site, baseHash);
      if (result.status === 'saved') {
        setBaseHash(result.hash);
        setDraftHash(result.hash);
        setSavedSite(draft.site);
        setNotice(`Saved ${session?.fileLabel}.`);
      } else if (result.status === 'conflict') setConflict(result);
      else setProblems(result.problems);
    } catch (error) {
      setNotice(`Not saved: ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  }, [draft, baseHash, session]);

  // Undoing every change leaves nothing to save, whatever the edits in between.
  const dirty = Boolean(site && site !== savedSite && draftHash !== baseHash);
  const canSave = dirty && !checking && !saving && problems.length === 0;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        event.preventDefault();
        if (canSave) void save();
      }
    };
    const onLeave = (event: BeforeUnloadEvent) => dirty && event.preventDefault();
    addEventListener('keydown', onKey);
    addEventListener('beforeunload', onLeave);
    return () => (removeEventListener('keydown', onKey), removeEventListener('beforeunload', onLeave));
  }, [canSave, dirty, save]);

  return { session, loadError, draft, draftHash, problems, checking, saving, dirty, conflict, setConflict, notice, setNotice, load, change, save, undo, redo, toUndo: history.past.at(-1), toRedo: history.future.at(-1) };
}
