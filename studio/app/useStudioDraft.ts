// The draft's life: loaded from the file (through the server), checked by the server after every
// change (the preview follows each version without problems), saved unless it has problems or
// the content changed meanwhile (on disk, or another member's save): then the newer version is
// merged into the draft, and the next save goes against it. Every change is a step of the history
// (history.ts), undone and redone across saves.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DraftResponse, NewerVersion, SaveResponse, Session, StudioProblem } from '../shared/api.ts';
import { mergeJson } from '../shared/mergeSites.ts';
import type { SiteData } from '../shared/siteData.ts';
import { checkDraft, loadSession, saveDraft } from './api.ts';
import { changeDraft, loadDraft, type Draft, type DraftChange } from './draft.ts';
import { describeChange, emptyHistory, historyEnds, record, redo as redoLast, sameEnds, undo as undoLast, type History, type HistoryEnds, type Step } from './history.ts';
import { draftWithSite } from './mergeDraft.ts';
import { mergedMessage } from './mergeWords.ts';
import { useStudioLanguage, useStudioWords } from './studioWords.ts';

/** A save refused for a newer version; with `base` and `mine` (the draft then) when the page can merge. */
export type SaveConflict = Extract<SaveResponse, { status: 'conflict' }> & { base?: SiteData; mine?: SiteData };

let lastStepId = 0;

/** The same problems as before: the lists and counts that show them need not be drawn again. */
const sameProblems = (a: StudioProblem[], b: StudioProblem[]) => a.length === b.length && a.every((problem, i) => problem.report === b[i].report);

/** Resolves once the browser is idle: React has drawn every update queued so far (at most 2 s of typing later). */
const afterPendingRenders = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));

export function useStudioDraft() {
  // The words of its messages, read when a message is made (the language may change meanwhile).
  const saveWords = useStudioWords().save;
  const wordsNow = useRef(saveWords);
  wordsNow.current = saveWords;
  // The language of the history's labels and the merges' messages, read the same way.
  const uiLanguage = useStudioLanguage();
  const languageNow = useRef(uiLanguage);
  languageNow.current = uiLanguage;
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
  const [conflict, setConflict] = useState<SaveConflict>();
  /** What a merge with a newer version kept, shown until the next save. */
  const [merged, setMerged] = useState<string>();
  const [notice, setNotice] = useState<string>();
  /** What Undo and Redo say; the history itself is in `latest`: typing in a field changes only its last step. */
  const [ends, setEnds] = useState<HistoryEnds>({});
  // The latest draft and history, whatever React has drawn yet: the forms' changes reach the draft
  // in a transition, and a change, an undo or a redo starts from the one before it. Every new
  // draft goes through `show`.
  const latest = useRef<{ draft?: Draft; history: History }>({ history: emptyHistory });
  const show = (next: Draft | undefined, nextHistory: History) => {
    const nextEnds = historyEnds(nextHistory);
    if (!sameEnds(historyEnds(latest.current.history), nextEnds)) setEnds(nextEnds);
    latest.current = { draft: next, history: nextHistory };
    setDraft(next);
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
        // The answer redraws the whole form (its problems): in a transition, so that a key typed meanwhile goes first.
        (answer) => (answers.current.set(site, answer), mine === revision.current && startTransition(() => showAnswer(answer))),
        (error: Error) => mine === revision.current && (setNotice(wordsNow.current.notChecked(error.message)), setChecking(false)),
      );
    }, 150);
    return () => clearTimeout(timer);
  }, [site, savedSite]);

  /** Makes a change; the step it is, if it changed anything. */
  const change = useCallback((next: DraftChange): Step | undefined => {
    const before = latest.current.draft;
    if (!before) return;
    const after = changeDraft(before, next);
    const described = describeChange(before, after, next, languageNow.current);
    // A form answering its own update changes nothing: no step, and the redo stays possible.
    if (!described) return undefined;
    const step: Step = { ...described, id: ++lastStepId, before, after, at: Date.now() };
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

  /** The draft becomes the merge; the next save goes against the newer version it was merged with. */
  const adoptMerge = useCallback((site: SiteData, theirs: NewerVersion, message: string) => {
    // Undoing past the merge would take the other side's work out of the next save: the history starts again.
    const current = latest.current.draft;
    if (current) show(draftWithSite(current, site), emptyHistory);
    setBaseHash(theirs.hash);
    setSavedSite(theirs.site);
    setConflict(undefined);
    setMerged(message);
  }, []);


  // The draft as last drawn, for a save that waited for the keys typed just before it.
  const latestDraft = useRef(draft);
  useLayoutEffect(() => void (latestDraft.current = draft), [draft]);

  const latestSaved = useRef(savedSite);
  latestSaved.current = savedSite;

  /** Saves the draft as it stands once the keys typed before have reached it; nothing when it is the saved one. */
  const save = useCallback(async () => {
    setSaving(true);
    try {
      // A key typed just before reaches the draft in a transition: React's queued work runs first.
      await afterPendingRenders();
      const site = latestDraft.current?.site;
      if (!site || site === latestSaved.current) return;
      const result = await saveDraft(site, baseHash);
      if (result.status === 'saved') {
        setBaseHash(result.hash);
        setDraftHash(result.hash);
        setSavedSite(site);
        setMerged(undefined);
        setNotice(wordsNow.current.saved);
      } else if (result.status === 'conflict') {
        // Changes to different places merge at once; the same place changed on both sides waits for a choice.
        const base = latestSaved.current;
        const merge = result.theirs && base && mergeJson(base, site, result.theirs.site);
        if (merge && merge.conflicts.length === 0) adoptMerge(merge.value, result.theirs!, mergedMessage(result.theirs!, merge, base!, 0, languageNow.current));
        else setConflict({ ...result, base, mine: site });
      } else {
        setProblems(result.problems);
        setNotice(wordsNow.current.notSavedProblems(result.problems.length));
      }
    } catch (error) {
      setNotice(wordsNow.current.notSaved((error as Error).message));
    } finally {
      setSaving(false);
    }
  }, [baseHash, session, adoptMerge]);

  // Undoing every change leaves nothing to save, whatever the edits in between.
  const dirty = Boolean(site && site !== savedSite && draftHash !== baseHash);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Ctrl+S right after typing saves what was typed once it is checked by the server, or says what is left to fix.
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        event.preventDefault();
        if (!saving) void save();
      }
    };
    const onLeave = (event: BeforeUnloadEvent) => dirty && event.preventDefault();
    addEventListener('keydown', onKey);
    addEventListener('beforeunload', onLeave);
    return () => (removeEventListener('keydown', onKey), removeEventListener('beforeunload', onLeave));
  }, [saving, dirty, save]);

  return { session, loadError, draft, draftHash, problems, checking, saving, dirty, conflict, setConflict, merged, setMerged, adoptMerge, notice, setNotice, load, change, save, undo, redo, toUndo: ends.undo, toRedo: ends.redo };
}
