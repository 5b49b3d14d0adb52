// One route: its settings (path, title, description), its blocks in order, and the form of the
// block being edited. On a phone one of the two at a time (`pane`): the blocks, or the fields.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BlockData, RouteData } from '../shared/siteData.ts';
import type { BlockTypeInfo, StudioProblem } from '../shared/api.ts';
import { AddBlockMenu } from './AddBlockMenu.tsx';
import { ArticleLink } from './ArticleLink.tsx';
import { BlockList, type BlockItem } from './BlockList.tsx';
import { blankBlock, type Draft, type DraftChange } from './draft.ts';
import { blockName } from '../shared/blockLabels.ts';
import { rootSchema } from './form/formSchema.ts';
import { SchemaForm } from './form/SchemaForm.tsx';
import { errorSchemaAt, problemsUnder } from './problems.ts';
import { describeProblem } from '../shared/problemWords.ts';
import { useOpensForTarget } from './goToField.ts';
import { useStudioLanguage, useStudioWords } from './studioWords.ts';
import { isolated } from '../shared/blockLabels.ts';

/** A block's anchor id is for links within a page: last, as an advanced setting, not the form's first field. */
const blockUiOf = (anchorId: string) => ({ 'ui:order': ['*', 'id'], id: { 'ui:title': anchorId } });

const routeFields = ['path', 'title', 'description'] as const;

interface RouteEditorProps {
  draft: Draft;
  index: number;
  selectedBlock?: string;
  /** Opens the page settings (a search result or an undo there). */
  showSettings?: boolean;
  /** On a phone, the one part shown: the settings and the blocks, or the block's fields (on a desk, both). */
  pane?: 'blocks' | 'fields';
  /** On a phone, the fields without a block chosen lead back to the blocks. */
  onShowBlocks?: () => void;
  language: 'en' | 'ar';
  defs: Record<string, any>;
  blockTypes: BlockTypeInfo[];
  problems: StudioProblem[];
  onChange: (change: DraftChange) => void;
  onSelectBlock: (key: string | undefined) => void;
  onRemoveBlock: (index: number) => void;
  onRemoveRoute: () => void;
  /** Opens an article in the Articles part, by its place in the list. */
  onOpenArticle: (index: number) => void;
  /** The path was changed (and the field left): the links to the old one may follow. */
  onPathRenamed: (from: string, to: string) => void;
}

export function RouteEditor({ draft, index, selectedBlock, showSettings, pane, onShowBlocks, language, defs, blockTypes, problems, onChange, onSelectBlock, onRemoveBlock, onRemoveRoute, onOpenArticle, onPathRenamed }: RouteEditorProps) {
  const words = useStudioWords().page;
  const uiLanguage = useStudioLanguage();
  const blockUi = useMemo(() => blockUiOf(words.anchorId), [words]);
  const route = draft.site.routes[index];
  const keys = draft.keys[index];
  const base = `/routes/${index}`;
  const blockIndex = selectedBlock ? keys.indexOf(selectedBlock) : -1;
  const block = blockIndex >= 0 ? route.blocks[blockIndex] : undefined;

  const settingsSchema = useMemo(() => {
    const { properties, required } = defs['site.route'];
    return rootSchema(defs, { type: 'object', required: required.filter((name: string) => name !== 'blocks'), properties: Object.fromEntries(routeFields.map((name) => [name, properties[name]])) });
  }, [defs]);
  const blockSchema = useMemo(() => block && rootSchema(defs, { $ref: `#/$defs/blocks:${block.type}` }), [defs, block?.type]);

  const settings = Object.fromEntries(routeFields.map((name) => [name, route[name]])) as Pick<RouteData, (typeof routeFields)[number]>;
  const settingsProblems = problemsUnder(problems, base).filter((p) => routeFields.some((name) => p.pointer.startsWith(`${base}/${name}`)) || p.pointer === base);
  const listProblems = problems.filter((p) => p.pointer === `${base}/blocks`);
  // The settings open by themselves when they have a problem to show, or when asked (a search, an undo).
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsNeedFixing = settingsProblems.length > 0;
  useEffect(() => {
    if (settingsNeedFixing || showSettings) setSettingsOpen(true);
  }, [settingsNeedFixing, showSettings]);
  // A check's "Go to the field" in the settings opens them.
  useOpensForTarget(`route${index}`, () => setSettingsOpen(true));
  // The list's items, the same array while their names and counts do not change (BlockList is memoised).
  const itemsKey = JSON.stringify(route.blocks.map((b: BlockData, i: number) => ({ key: keys[i], name: blockName(b, language, uiLanguage), problems: problemsUnder(problems, `${base}/blocks/${i}`).length })));
  const items = useMemo(() => JSON.parse(itemsKey) as BlockItem[], [itemsKey]);
  const addAt = blockIndex >= 0 ? blockIndex + 1 : route.blocks.length;
  // The list's actions, the same functions at every render (BlockList is memoised), acting on the latest props.
  const latest = useRef({ index, onChange, onSelectBlock, onRemoveBlock });
  latest.current = { index, onChange, onSelectBlock, onRemoveBlock };
  const listActions = useMemo(
    () => ({
      onSelect: (key: string | undefined) => latest.current.onSelectBlock(key),
      onMove: (from: number, to: number) => latest.current.onChange({ type: 'moveBlock', route: latest.current.index, from, to }),
      onDuplicate: (i: number) => latest.current.onChange({ type: 'duplicateBlock', route: latest.current.index, index: i }),
      onRemove: (i: number) => latest.current.onRemoveBlock(i),
    }),
    [],
  );

  // A new path, once typed (the field left, or Enter): the links to the old one may follow it.
  const pathField = `route${index}_path`;
  const pathAtFocus = useRef<string>(undefined);
  const commitPath = (target: EventTarget) => {
    if ((target as Element).id !== pathField) return;
    const from = pathAtFocus.current;
    pathAtFocus.current = route.path;
    if (from && from !== route.path) onPathRenamed(from, route.path);
  };

  const addBlock = (type: BlockTypeInfo) => {
    const key = `new-${Date.now()}`;
    onChange({ type: 'insertBlock', route: index, at: addAt, block: blankBlock(type.example, defs), key });
    onSelectBlock(key);
  };

  const paneProps = (which: 'blocks' | 'fields') => (pane ? { id: `pane-${which}`, tabIndex: -1 } : {});
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box {...paneProps('blocks')} sx={{ display: pane === 'fields' ? 'none' : 'flex', flexDirection: 'column', gap: 2, outline: 'none' }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {words.heading(isolated(route.path, uiLanguage))}
          </Typography>
          <Typography color="text.secondary" lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
            {route.title?.[language]}
          </Typography>
          <Button color="error" size="small" onClick={onRemoveRoute} sx={{ marginInlineStart: 'auto' }}>
            {words.remove}
          </Button>
        </Box>

        {/* Its form is made only while open: closed, it was drawn again at every key typed in a block. */}
        <Accordion disableGutters expanded={settingsOpen} onChange={(_, open) => setSettingsOpen(open)} slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            {words.settings}
            {settingsProblems.length > 0 ? words.settingsProblems(settingsProblems.length) : ''}
          </AccordionSummary>
          <AccordionDetails
            onFocus={(event) => event.target.id === pathField && (pathAtFocus.current = route.path)}
            onBlur={(event) => commitPath(event.target)}
            onKeyDown={(event) => event.key === 'Enter' && commitPath(event.target)}
          >
            <SchemaForm
              key={index}
              idPrefix={`route${index}`}
              headingLevel={3}
              schema={settingsSchema}
              value={settings}
              errors={errorSchemaAt(problems, base, [...routeFields])}
              onChange={(fields) => onChange({ type: 'editRoute', route: index, fields })}
            />
          </AccordionDetails>
        </Accordion>

        <Box component="section" aria-labelledby="blocks-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography id="blocks-heading" component="h3" variant="h6">
            {words.blocks}
          </Typography>
          {listProblems.map((p) => (
            <Alert key={p.report} severity="error">
              {words.blocksProblem(describeProblem(p, draft.site, uiLanguage).what)}
            </Alert>
          ))}
          <Typography variant="body2" color="text.secondary" id="blocks-help">
            {words.dragHelp}
          </Typography>
          <BlockList items={items} selected={selectedBlock} {...listActions} />
          <Box>
            <AddBlockMenu types={blockTypes} onAdd={addBlock} label={blockIndex >= 0 ? words.addBlockAfter(blockIndex + 1) : words.addBlockAtEnd} />
          </Box>
        </Box>
      </Box>

      {pane === 'fields' && !block && (
        <Box id="pane-fields" tabIndex={-1} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1, outline: 'none' }}>
          <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {words.heading(isolated(route.path, uiLanguage))}
          </Typography>
          <Typography>{words.chooseBlock(isolated(route.path, uiLanguage))}</Typography>
          <Button variant="outlined" onClick={onShowBlocks}>
            {words.showBlocks}
          </Button>
        </Box>
      )}
      {block && blockSchema && (
        <Paper component="section" variant="outlined" aria-labelledby="block-form-heading" {...(pane && { id: 'pane-fields', tabIndex: -1 })} sx={{ p: 2, outline: 'none', display: pane === 'blocks' ? 'none' : undefined }}>
          {/* On a phone the page's heading is in the Blocks pane: the block's page is said here too. */}
          {pane === 'fields' && (
            <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {words.heading(isolated(route.path, uiLanguage))}
            </Typography>
          )}
          <Typography id="block-form-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
            {words.blockHeading(blockIndex + 1, blockName(block, language, uiLanguage))}
          </Typography>
          {block.type === 'article' && <ArticleLink site={draft.site} slug={block.article} language={language} onOpen={onOpenArticle} />}
          <SchemaForm
            key={selectedBlock}
            idPrefix={`block-${selectedBlock}`}
            headingLevel={3}
            schema={blockSchema}
            value={block}
            errors={errorSchemaAt(problems, `${base}/blocks/${blockIndex}`)}
            onChange={(value) => onChange({ type: 'editBlock', route: index, index: blockIndex, block: value })}
            rootUi={blockUi}
          />
        </Paper>
      )}
    </Box>
  );
}
