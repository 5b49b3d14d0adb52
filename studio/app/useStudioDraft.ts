// The draft's life: loaded from the file (through the server), checked by the server after every
// change (the preview follows each version without problems), saved unless it has problems or
// the content changed meanwhile (on disk, or another member's save): then the newer version is
// merged into the draft, and the next save goes against it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NewerVersion, SaveResponse, Session, StudioProblem } from '../shared/api.ts';
import { mergeJson } from '../shared/mergeSites.ts';
import type { SiteData } from '../shared/siteData.ts';
import { checkDraft, loadSession, saveDraft } from './api.ts';
import { changeDraft, loadDraft, type Draft, type DraftChange } from './draft.ts';
import { draftWithSite } from './mergeDraft.ts';
import { mergedMessage } from './mergeWords.ts';

/** A save refused for a newer version; with `base` and `mine` (the draft then) when the page can merge. */
export type SaveConflict = Extract<SaveResponse, { status: 'conflict' }> & { base?: SiteData; mine?: SiteData };

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
  const [conflict, setConflict] = useState<SaveConflict>();
  /** What a merge with a newer version kept, shown until the next save. */
  const [merged, setMerged] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const load = useCallback(async () => {
    try {
      const loaded = await loadSession();
      setSession(loaded);
      setProblems(loaded.problems);
      setBaseHash(loaded.hash);
      setDraftHash(loaded.hash);
      setSavedSite(loaded.site);
      setDraft(loaded.site && loadDraft(loaded.site));
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
    if (!site || site === savedSite) return setChecking(false);
    setChecking(true);
    const timer = setTimeout(() => {
      checkDraft(site).then(
        (answer) => mine === revision.current && (setProblems((current) => (sameProblems(current, answer.problems) ? current : answer.problems)), setDraftHash(answer.hash), setChecking(false)),
        (error: Error) => mine === revision.current && (setNotice(`The draft could not be checked: ${error.message}`), setChecking(false)),
      );
    }, 150);
    return () => clearTimeout(timer);
  }, [site, savedSite]);

  const change = useCallback((next: DraftChange) => setDraft((current) => current && changeDraft(current, next)), []);

  /** The draft becomes the merge; the next save goes against the newer version it was merged with. */
  const adoptMerge = useCallback((site: SiteData, theirs: NewerVersion, message: string) => {
    setDraft((current) => current && draftWithSite(current, site));
    setBaseHash(theirs.hash);
    setSavedSite(theirs.site);
    setConflict(undefined);
    setMerged(message);
  }, []);

  const save = useCallback(async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const result = await saveDraft(draft.site, baseHash);
      if (result.status === 'saved') {
        setBaseHash(result.hash);
        setDraftHash(result.hash);
        setSavedSite(draft.site);
        setMerged(undefined);
        setNotice(`Saved ${session?.fileLabel}.`);
      } else if (result.status === 'conflict') {
        // Changes to different places merge at once; the same place changed on both sides waits for a choice.
        const merge = result.theirs && savedSite && mergeJson(savedSite, draft.site, result.theirs.site);
        if (merge && merge.conflicts.length === 0) adoptMerge(merge.value, result.theirs!, mergedMessage(result.theirs!, merge, savedSite!, 0));
        else setConflict({ ...result, base: savedSite, mine: draft.site });
      } else setProblems(result.problems);
    } catch (error) {
      setNotice(`Not saved: ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  }, [draft, baseHash, savedSite, session, adoptMerge]);

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

  return { session, loadError, draft, draftHash, problems, checking, saving, dirty, conflict, setConflict, merged, setMerged, adoptMerge, notice, setNotice, load, change, save };
}
