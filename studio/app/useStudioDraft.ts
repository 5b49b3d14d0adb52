// The draft's life: loaded from the file (through the server), checked by the server after every
// change (the preview follows each version without problems), saved unless it has problems or
// the file changed on disk meanwhile.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session, StudioProblem } from '../shared/api.ts';
import { checkDraft, loadSession, saveDraft } from './api.ts';
import { changeDraft, loadDraft, type Draft, type DraftChange } from './draft.ts';

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

  return { session, loadError, draft, draftHash, problems, checking, saving, dirty, conflict, setConflict, notice, setNotice, load, change, save };
}
