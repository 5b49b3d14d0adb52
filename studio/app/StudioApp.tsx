// The studio: the site's parts and pages on the left, the one being edited in the middle, its
// live preview on the right; problems under the editor; Save in the top bar.
import AppBar from '@mui/material/AppBar';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RouteData } from '../shared/siteData.ts';
import type { Section } from './sections.ts';
import { AddRouteDialog } from './AddRouteDialog.tsx';
import { articlePagePath, openArticle } from './articles.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import type { Step } from './history.ts';
import { HistoryControls } from './HistoryControls.tsx';
import type { SearchEntry } from './search.ts';
import { SiteSearch } from './SiteSearch.tsx';
import { blockName } from './draft.ts';
import { DraftSite } from './form/draftSite.ts';
import { completedDefs } from './form/formSchema.ts';
import { Preview, type PreviewWidth } from './Preview.tsx';
import { ProblemList } from './ProblemList.tsx';
import { CheckReport } from './CheckReport.tsx';
import { FieldTargetContext, fieldPlace, focusField, goToFieldEvent, type FieldTarget } from './goToField.ts';
import { useSiteChecks } from './useSiteChecks.ts';
import { problemCountsByPointer } from './problems.ts';
import { offersLinkUpdate, RenameLinksDialog, type Rename } from './RenameLinksDialog.tsx';
import { RouteEditor } from './RouteEditor.tsx';
import { SaveControls } from './SaveControls.tsx';
import { SectionEditor } from './SectionEditor.tsx';
import { SiteNav, type Selection } from './SiteNav.tsx';
import { sectionPart, sections } from './sections.ts';
import { useStudioDraft } from './useStudioDraft.ts';

/** The page the checks' report is for: its path, its title in the language chosen, and its name in the checks' words (the English title). */
const pageOfReport = (route: RouteData | undefined, index: number, language: 'en' | 'ar') => ({
  index,
  path: route?.path ?? '',
  title: route?.title?.[language] ?? '',
  name: route?.title?.en || route?.path || '',
});

/** A removal's message, with Undo while it is the last change. */
type Removal = { message: string; step?: Step };

/** `actions`: what the console adds to the top bar (Publish and the rest of its menu). */
export function StudioApp({ title = 'Nuqta studio', actions }: { title?: string; actions?: React.ReactNode } = {}) {
  const { session, loadError, draft, problems, checking, saving, dirty, conflict, setConflict, merged, setMerged, adoptMerge, notice, setNotice, load, change, save, undo, redo, toUndo, toRedo } = useStudioDraft();
  const [selection, setSelection] = useState<Selection>({ kind: 'route', route: 0 });
  const [language, setLanguage] = useState<'en' | 'ar'>('en');
  const [width, setWidth] = useState<PreviewWidth>(1280);
  const [removal, setRemoval] = useState<Removal>();
  const [addingRoute, setAddingRoute] = useState(false);
  /** A page's new path, whose old links the studio offers to update (RenameLinksDialog). */
  const [rename, setRename] = useState<Rename>();
  const [focusText, setFocusText] = useState<string>();
  // Once the block's form is open, the field holding the text clicked in the preview takes focus.
  useEffect(() => {
    if (!focusText) return;
    const timer = setTimeout(() => {
      const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input[type="text"], main textarea')];
      const field = fields.find((f) => f.value.trim() === focusText) ?? fields.find((f) => f.value.trim() !== '' && focusText.includes(f.value.trim()));
      field?.focus();
      field?.scrollIntoView({ block: 'center' });
      setFocusText(undefined);
    }, 50);
    return () => clearTimeout(timer);
  }, [focusText, selection]);
  // A check's "Go to the field": the field the studio goes to, focused once its form is open.
  const [target, setTarget] = useState<FieldTarget & { formValue: unknown }>();
  useEffect(() => (target ? focusField(target.id, target.formValue) : undefined), [target]);
  // The console's Publish page goes to a field of the draft too (PublishChecks.tsx).
  const goToLatest = useRef<(pointer: string) => void>(undefined);
  const goTo = useCallback((pointer: string) => goToLatest.current?.(pointer), []);
  useEffect(() => {
    const go = (event: Event) => goToLatest.current?.((event as CustomEvent<string>).detail);
    addEventListener(goToFieldEvent, go);
    return () => removeEventListener(goToFieldEvent, go);
  }, []);
  const site = draft?.site;
  // The image library reads the draft when it opens (which images no page uses).
  const siteNow = useRef(site);
  siteNow.current = site;
  const draftSite = useCallback(() => siteNow.current, []);
  const defs = useMemo(() => session && site && completedDefs(session.schemas.$defs, site), [session, site]);
  // What the list of pages shows, the same object while it does not change (SiteNav is memoised).
  const navKey = JSON.stringify(site?.routes.map((route) => ({ path: route.path, title: route.title })) ?? []);
  const navRoutes = useMemo(() => JSON.parse(navKey) as Array<Pick<RouteData, 'path' | 'title'>>, [navKey]);
  const problemCounts = useMemo(() => problemCountsByPointer(problems), [problems]);
  const checks = useSiteChecks(site);
  const openAddRoute = useCallback(() => setAddingRoute(true), []);
  const offeringUndo = Boolean(removal?.step) && removal?.step?.id === toUndo?.id;
  // An undo or a redo shows where its change was.
  const travel = (direction: typeof undo) => {
    const step = direction();
    if (step) setSelection(step.where);
  };

  if (loadError) return <Alert severity="error">The studio could not load the site: {loadError}</Alert>;
  if (!session) return <CircularProgress aria-label="Loading the site" sx={{ m: 4 }} />;
  if (!draft || !defs)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{session.fileLabel} cannot be read as JSON, so the studio cannot edit it. Correct it in an editor, then reload this page.</Alert>
        <ProblemList problems={session.problems} onOpen={() => undefined} />
      </Box>
    );

  const routeIndex = selection.kind === 'route' ? Math.min(selection.route, draft.site.routes.length - 1) : -1;
  const sectionPreview = selection.kind === 'articles' ? articlePagePath(draft.site, openArticle(draft.site, selection.article)) : undefined;
  const previewPath = selection.kind === 'route' ? (draft.site.routes[Math.max(routeIndex, 0)]?.path ?? '/') : (sectionPreview ?? sectionPart(selection.kind).previewPath ?? '/');

  const removeBlock = (route: number, index: number) => {
    const block = draft.site.routes[route].blocks[index];
    setRemoval({ message: `Removed ${blockName(block, language)}.`, step: change({ type: 'removeBlock', route, index }) });
  };
  const removeRoute = (index: number) => {
    const route = draft.site.routes[index];
    setRemoval({ message: `Removed the page ${route.path}.`, step: change({ type: 'removeRoute', index }) });
    setSelection({ kind: 'route', route: Math.max(0, index - 1) });
  };
  const addRoute = (route: RouteData) => {
    change({ type: 'insertRoute', at: draft.site.routes.length, route });
    setSelection({ kind: 'route', route: draft.site.routes.length });
    setAddingRoute(false);
  };
  // A click in the preview opens its block, and the field whose text was clicked.
  const openFromPreview = (blockIndex: number, text: string) => {
    const route = selection.kind === 'route' ? routeIndex : draft.site.routes.findIndex((r) => r.path === previewPath);
    const key = draft.keys[route]?.[blockIndex];
    if (!key) return;
    setSelection({ kind: 'route', route, block: key });
    setFocusText(text);
  };
  // A search result opens its page and block, in its language, and the field holding the text.
  const openFound = (entry: SearchEntry) => {
    setSelection(entry.where);
    if (entry.language) setLanguage(entry.language);
    if (entry.inForm) setFocusText(entry.text.trim());
  };
  const openProblem = (problem: { pointer: string }) => {
    const match = /^\/routes\/(\d+)(?:\/blocks\/(\d+))?/.exec(problem.pointer);
    if (match) setSelection({ kind: 'route', route: Number(match[1]), block: match[2] === undefined ? undefined : draft.keys[Number(match[1])][Number(match[2])] });
    const section = sections.find((s) => problem.pointer.startsWith(s.pointer));
    // A problem in an article opens that article.
    if (section) setSelection({ kind: section.section, article: Number(/^\/articles\/(\d+)/.exec(problem.pointer)?.[1] ?? 0) });
  };

  const goToField = (pointer: string) => {
    const place = fieldPlace(pointer, draft);
    if (!place) return openProblem({ pointer });
    setSelection(place.selection);
    setTarget({ id: place.id, formValue: place.formValue, nonce: (target?.nonce ?? 0) + 1 });
  };
  goToLatest.current = goToField;

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={1}>
        <Toolbar sx={{ gap: { xs: 1, md: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}>
          <Typography component="h1" variant="h6">
            {title}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_, value) => value && setLanguage(value)}
            aria-label="Language of the lists and the preview"
            sx={{ bgcolor: 'background.paper' }}
          >
            <ToggleButton value="en">English</ToggleButton>
            <ToggleButton value="ar">Arabic</ToggleButton>
          </ToggleButtonGroup>
          <HistoryControls toUndo={toUndo} toRedo={toRedo} onUndo={() => travel(undo)} onRedo={() => travel(redo)} />
          <SiteSearch draft={draft} onPick={openFound} />
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 2 }}>
            <SaveControls fileLabel={session.fileLabel} problems={problems.length} dirty={dirty} checking={checking} saving={saving} onSave={save} />
            {actions}
          </Box>
        </Toolbar>
      </AppBar>
      {merged && (
        <Alert severity="info" onClose={() => setMerged(undefined)}>
          {merged}
        </Alert>
      )}
      {!session.formatted && (
        <Alert severity="warning">{session.fileLabel} is not written the way the studio writes it (JSON with 2-space indents): a save rewrites its layout, and its diff will show more than your edits.</Alert>
      )}
      {/* Below 900 px (a phone, a narrow window), one column that scrolls: the pages, the editor, the preview. */}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '250px minmax(0, 1fr) minmax(0, 1fr)' },
          gridTemplateRows: { xs: 'auto', md: 'minmax(0, 1fr)' },
          overflow: { xs: 'auto', md: 'visible' },
        }}
      >
        <SiteNav
          routes={navRoutes}
          selection={selection}
          onSelect={setSelection}
          problemCounts={problemCounts}
          onAddRoute={openAddRoute}
        />
        <Box component="main" sx={{ overflow: { md: 'auto' }, p: 2, display: 'flex', flexDirection: 'column', gap: 3, contain: { md: 'strict' } }}>
          <FieldTargetContext.Provider value={target}>
            <DraftSite.Provider value={draftSite}>
              {selection.kind === 'route' ? (
                <RouteEditor
                  key={routeIndex}
                  draft={draft}
                  index={routeIndex}
                  selectedBlock={selection.block}
                  showSettings={selection.settings}
                  language={language}
                  defs={defs}
                  blockTypes={session.blockTypes}
                  problems={problems}
                  onChange={change}
                  onSelectBlock={(block) => setSelection({ kind: 'route', route: routeIndex, block })}
                  onRemoveBlock={(index) => removeBlock(routeIndex, index)}
                  onRemoveRoute={() => removeRoute(routeIndex)}
                  onOpenArticle={(article) => setSelection({ kind: 'articles', article })}
                  onPathRenamed={(from, to) => offersLinkUpdate(draft.site, { route: routeIndex, from, to }) && setRename({ route: routeIndex, from, to })}
                />
              ) : (
                <SectionEditor
                  section={selection.kind}
                  site={draft.site}
                  defs={defs}
                  problems={problems}
                  onChange={(value) => change({ type: 'editSection', section: selection.kind as Section, value })}
                  language={language}
                  article={selection.article}
                  onOpenArticle={(article) => setSelection({ kind: 'articles', article })}
                />
              )}
            </DraftSite.Provider>
          </FieldTargetContext.Provider>
          <ProblemList problems={problems} site={draft.site} onOpen={openProblem} />
          <CheckReport
            checks={checks}
            problems={problems}
            page={selection.kind === 'route' ? pageOfReport(draft.site.routes[routeIndex], routeIndex, language) : undefined}
            language={language}
            onGo={goTo}
          />
        </Box>
        <Box component="aside" aria-label="Preview" sx={{ p: 2, minHeight: 0, height: { xs: '85vh', md: 'auto' }, borderInlineStart: 1, borderColor: 'divider', contain: { md: 'strict' } }}>
          <Preview
            site={draft.site}
            path={previewPath}
            language={language}
            width={width}
            onWidth={setWidth}
            selectedBlock={selection.kind === 'route' && selection.block ? draft.keys[routeIndex].indexOf(selection.block) : undefined}
            onOpen={openFromPreview}
          />
        </Box>
      </Box>
      <RenameLinksDialog
        key={rename && `${rename.from} ${rename.to}`}
        site={draft.site}
        rename={rename}
        onClose={() => setRename(undefined)}
        onApply={(retarget) => (change(retarget), setRename(undefined))}
      />
      <AddRouteDialog open={addingRoute} onClose={() => setAddingRoute(false)} onAdd={addRoute} />
      <ConflictDialog conflict={conflict} onKeep={() => setConflict(undefined)} onReload={() => (setConflict(undefined), setMerged(undefined), void load())} onMerge={adoptMerge} />
      <Snackbar
        open={offeringUndo}
        onClose={(_, reason) => reason !== 'clickaway' && setRemoval(undefined)}
        autoHideDuration={10_000}
        message={removal?.message}
        action={
          <Button color="inherit" size="small" onClick={() => (travel(undo), setRemoval(undefined))}>
            Undo
          </Button>
        }
      />
      <Snackbar open={Boolean(notice) && !offeringUndo} onClose={() => setNotice(undefined)} autoHideDuration={5000} message={notice} />
    </Box>
  );
}
