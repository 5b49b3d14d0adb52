// The studio: the site's parts and pages on the left, the one being edited in the middle, its
// live preview on the right; problems under the editor; Save in the top bar. On a phone (below
// MUI's md, 900 px) one pane at a time: the pages, a page's blocks, a block's fields, the preview,
// switched from tabs in the top bar, where Save stays.
import AppBar from '@mui/material/AppBar';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RouteData } from '../shared/siteData.ts';
import type { Section } from '../shared/sections.ts';
import { AddRouteDialog } from './AddRouteDialog.tsx';
import { articlePagePath, openArticle } from './articles.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import type { Step } from './history.ts';
import { HistoryControls } from './HistoryControls.tsx';
import type { SearchEntry } from './search.ts';
import { SiteSearch } from './SiteSearch.tsx';
import { blockName } from '../shared/blockLabels.ts';
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
import { sectionPart, sections } from '../shared/sections.ts';
import { useStudioDraft } from './useStudioDraft.ts';
import { studioWords } from './console/words/studio.ts';
import { StudioLanguageContext, useStudioLanguage, useStudioWords, type StudioLanguage } from './studioWords.ts';
import { isolated } from '../shared/blockLabels.ts';

/** The page the checks' report is for: its path, its title in the language chosen, and its name as the checks' places say it in each language. */
const pageOfReport = (route: RouteData | undefined, index: number, language: 'en' | 'ar') => ({
  index,
  path: route?.path ?? '',
  title: route?.title?.[language] ?? '',
  name: { en: route?.title?.en || route?.path || '', ar: route?.title?.ar || route?.path || '' },
});

/** The panes a phone shows one at a time. */
export type Pane = 'pages' | 'blocks' | 'fields' | 'preview';
const panes: Pane[] = ['pages', 'blocks', 'fields', 'preview'];
/** Where a selection is edited on a phone: a block's or a site-wide part's fields, else the page's blocks (and its settings). */
const paneOf = (selection: Selection): Pane => (selection.kind !== 'route' || selection.block ? 'fields' : 'blocks');

/** A removal's message, with Undo while it is the last change. */
type Removal = { message: string; step?: Step };

/**
 * `uiLanguage`: the language of the studio's own words and direction (the console member's; the
 * content keeps its own). `title`: the bar's heading (else the studio's name). `actions`: what the
 * console adds to the top bar.
 */
export function StudioApp({ uiLanguage = 'en', title, actions }: { uiLanguage?: StudioLanguage; title?: string; actions?: React.ReactNode } = {}) {
  return (
    <StudioLanguageContext.Provider value={useMemo(() => ({ language: uiLanguage, words: studioWords[uiLanguage] }), [uiLanguage])}>
      <Studio title={title} actions={actions} />
    </StudioLanguageContext.Provider>
  );
}

function Studio({ title: givenTitle, actions }: { title?: string; actions?: React.ReactNode }) {
  const words = useStudioWords();
  const uiLanguage = useStudioLanguage();
  const title = givenTitle ?? words.standaloneTitle;
  const { session, loadError, draft, problems, checking, saving, dirty, conflict, setConflict, merged, setMerged, adoptMerge, notice, setNotice, load, change, save, undo, redo, toUndo, toRedo } = useStudioDraft();
  const [selection, setSelectionOnly] = useState<Selection>({ kind: 'route', route: 0 });
  const [language, setLanguage] = useState<'en' | 'ar'>('en');
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [pane, setPane] = useState<Pane>('pages');
  const [width, setWidth] = useState<PreviewWidth>(phone ? 390 : 1280);
  /** A pane opened by a choice (a page, a block, a search result) takes the focus from the one it hides. */
  const paneToFocus = useRef<Pane>(undefined);
  /** Opens what was chosen; on a phone, in its pane (`pane`, or where it is edited). */
  const setSelection = useCallback((next: Selection, to: Pane = paneOf(next)) => {
    setSelectionOnly(next);
    setPane((current) => {
      if (current !== to) paneToFocus.current = to;
      return to;
    });
  }, []);
  // The blocks and the fields scroll in one box: each pane comes back where it was left, and one
  // opened by a choice at its start, with the focus.
  const editorBox = useRef<HTMLElement>(null);
  const scrolled = useRef<{ pane: Pane; at: Partial<Record<Pane, number>> }>({ pane, at: {} });
  useEffect(() => {
    if (!phone) return;
    const box = editorBox.current;
    const last = scrolled.current;
    if (box && last.pane !== pane) last.at[last.pane] = box.scrollTop;
    last.pane = pane;
    const element = document.getElementById(`pane-${pane}`);
    if (paneToFocus.current === pane) {
      paneToFocus.current = undefined;
      if (box && element && (pane === 'blocks' || pane === 'fields')) box.scrollTop += element.getBoundingClientRect().top - box.getBoundingClientRect().top - 16;
      element?.focus({ preventScroll: true });
    } else if (box && last.at[pane] !== undefined) box.scrollTop = last.at[pane];
  }, [phone, pane, selection]);
  const [removal, setRemoval] = useState<Removal>();
  const [addingRoute, setAddingRoute] = useState(false);
  /** A page's new path, whose old links the studio offers to update (RenameLinksDialog). */
  const [rename, setRename] = useState<Rename>();
  const [focusText, setFocusText] = useState<string>();
  // Once the block's form is open, the field holding the text clicked in the preview takes focus.
  useEffect(() => {
    if (!focusText) return;
    const timer = setTimeout(() => {
      const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#studio-editor input[type="text"], #studio-editor textarea')];
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
  // (On a phone, the preview stays open: it shows the change.)
  const travel = (direction: typeof undo) => {
    const step = direction();
    if (step) setSelection(step.where, pane === 'preview' ? 'preview' : paneOf(step.where));
  };

  if (loadError) return <Alert severity="error">{words.couldNotLoad(loadError)}</Alert>;
  if (!session) return <CircularProgress aria-label={words.loadingSite} sx={{ m: 4 }} />;
  if (!draft || !defs)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{words.unreadable}</Alert>
        <ProblemList problems={session.problems} onOpen={() => undefined} />
      </Box>
    );

  const routeIndex = selection.kind === 'route' ? Math.min(selection.route, draft.site.routes.length - 1) : -1;
  const sectionPreview = selection.kind === 'articles' ? articlePagePath(draft.site, openArticle(draft.site, selection.article)) : undefined;
  const previewPath = selection.kind === 'route' ? (draft.site.routes[Math.max(routeIndex, 0)]?.path ?? '/') : (sectionPreview ?? sectionPart(selection.kind).previewPath ?? '/');

  const removeBlock = (route: number, index: number) => {
    const block = draft.site.routes[route].blocks[index];
    setRemoval({ message: words.removedBlock(blockName(block, language, uiLanguage)), step: change({ type: 'removeBlock', route, index }) });
  };
  const removeRoute = (index: number) => {
    const route = draft.site.routes[index];
    setRemoval({ message: words.removedPage(isolated(route.path, uiLanguage)), step: change({ type: 'removeRoute', index }) });
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

  const language_ = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      onChange={(_, value) => value && setLanguage(value)}
      aria-label={words.contentLanguage}
      sx={{ bgcolor: 'background.paper' }}
    >
      <ToggleButton value="en">{words.english}</ToggleButton>
      <ToggleButton value="ar">{words.arabic}</ToggleButton>
    </ToggleButtonGroup>
  );
  const saveControls = <SaveControls compact={phone} problems={problems.length} dirty={dirty} checking={checking} saving={saving} onSave={save} />;
  /** On a phone, whether a pane is the one shown (on a desk, all are). */
  const shows = (...which: Pane[]) => !phone || which.includes(pane);
  const paneBox = (display: string, ...which: Pane[]) => ({ display: shows(...which) ? display : 'none' });
  // A site-wide part has no blocks: its fields are its pane.
  const blocksPane = selection.kind === 'route';

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* In the console (a title given), the console's bar is the page's banner: this one is a region, the section's own bar. */}
      <AppBar position="static" elevation={1} {...(givenTitle === undefined ? { component: 'header' } : { component: 'section', 'aria-labelledby': 'studio-title' })}>
        {phone ? (
          <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1, px: 1.5 }}>
            <Typography id="studio-title" component="h1" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Box sx={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
              {saveControls}
              {actions}
            </Box>
            <Box sx={{ flexBasis: '100%', display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
              {language_}
              <HistoryControls compact toUndo={toUndo} toRedo={toRedo} onUndo={() => travel(undo)} onRedo={() => travel(redo)} />
              <SiteSearch compact draft={draft} onPick={openFound} />
            </Box>
          </Toolbar>
        ) : (
          <Toolbar sx={{ gap: 2 }}>
            <Typography id="studio-title" component="h1" variant="h6">
              {title}
            </Typography>
            {language_}
            <HistoryControls toUndo={toUndo} toRedo={toRedo} onUndo={() => travel(undo)} onRedo={() => travel(redo)} />
            <SiteSearch draft={draft} onPick={openFound} />
            <Box sx={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 2 }}>
              {saveControls}
              {actions}
            </Box>
          </Toolbar>
        )}
        {phone && (
          <Tabs
            value={pane}
            onChange={(_, value: Pane) => setPane(value)}
            variant="fullWidth"
            textColor="inherit"
            indicatorColor="secondary"
            aria-label={words.panesLabel}
            sx={{ bgcolor: 'primary.dark' }}
          >
            {panes.map((value) => (
              <Tab
                key={value}
                value={value}
                label={words.panes[value]}
                id={`tab-${value}`}
                aria-controls={`pane-${value}`}
                disabled={value === 'blocks' && !blocksPane}
                // MUI's 60 % white of a tab not chosen is under 4.5:1 on the bar's blue.
                sx={{ minWidth: 0, px: 1, '&:not(.Mui-selected):not(.Mui-disabled)': { opacity: 0.9 }, '&.Mui-selected': { fontWeight: 700 } }}
              />
            ))}
          </Tabs>
        )}
      </AppBar>
      {merged && (
        <Alert severity="info" onClose={() => setMerged(undefined)}>
          {merged}
        </Alert>
      )}
      {!session.formatted && (
        <Alert severity="warning">{words.notFormatted}</Alert>
      )}
      {/* Below 900 px (a phone, a narrow window), one pane at a time, chosen from the tabs above:
          the panes are the page's main content there (a main landmark whichever is shown). */}
      <Box
        role={phone ? 'main' : undefined}
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '250px minmax(0, 1fr) minmax(0, 1fr)' },
          gridTemplateRows: 'minmax(0, 1fr)',
        }}
      >
        <Box id="pane-pages" tabIndex={-1} sx={{ minHeight: 0, outline: 'none', ...paneBox('block', 'pages') }}>
          <SiteNav
            routes={navRoutes}
            selection={selection}
            onSelect={setSelection}
            problemCounts={problemCounts}
            onAddRoute={openAddRoute}
          />
        </Box>
        <Box id="studio-editor" role={phone ? undefined : 'main'} ref={editorBox} sx={{ overflow: 'auto', p: 2, flexDirection: 'column', gap: 3, contain: 'strict', ...paneBox('flex', 'blocks', 'fields') }}>
          <FieldTargetContext.Provider value={target}>
            <DraftSite.Provider value={draftSite}>
              {selection.kind === 'route' ? (
                <RouteEditor
                  key={routeIndex}
                  draft={draft}
                  index={routeIndex}
                  selectedBlock={selection.block}
                  showSettings={selection.settings}
                  pane={phone ? (pane === 'fields' ? 'fields' : 'blocks') : undefined}
                  onShowBlocks={() => setPane('blocks')}
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
                <Box id="pane-fields" tabIndex={-1} sx={{ outline: 'none' }}>
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
                </Box>
              )}
            </DraftSite.Provider>
          </FieldTargetContext.Provider>
          {/* On a phone, under a page's blocks, or under a site-wide part's fields. */}
          <Box sx={{ display: shows(blocksPane ? 'blocks' : 'fields') ? 'flex' : 'none', flexDirection: 'column', gap: 3 }}>
            <ProblemList problems={problems} site={draft.site} onOpen={openProblem} />
            <CheckReport
              checks={checks}
              problems={problems}
              page={selection.kind === 'route' ? pageOfReport(draft.site.routes[routeIndex], routeIndex, language) : undefined}
              language={language}
              onGo={goTo}
            />
          </Box>
        </Box>
        <Box
          // (Roles, not elements that change with the width: a resize keeps the preview's frame and the forms.)
          role={phone ? 'region' : 'complementary'}
          aria-label={words.panes.preview}
          id="pane-preview"
          tabIndex={-1}
          sx={{ p: { xs: 1, md: 2 }, minHeight: 0, borderInlineStart: { md: 1 }, borderColor: 'divider', contain: 'strict', outline: 'none', ...paneBox('block', 'preview') }}
        >
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
            {words.undo}
          </Button>
        }
      />
      <Snackbar open={Boolean(notice) && !offeringUndo} onClose={() => setNotice(undefined)} autoHideDuration={5000} message={notice} />
    </Box>
  );
}
