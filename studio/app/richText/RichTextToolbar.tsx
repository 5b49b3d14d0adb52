// The rich-text editor's toolbar: the kind of the line being edited (heading, paragraph, list,
// quote, note), pressed for the line's own, and removing the line; then the marks of the words
// (bold, italic, code, link), pressed for those of the selection. A click keeps the caret in the
// text; each shortcut shows on hover and is announced (aria-keyshortcuts).
import CodeIcon from '@mui/icons-material/Code';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/Link';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotesIcon from '@mui/icons-material/Notes';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { lineStyles } from './lineStyles.ts';
import { useStudioWords } from '../studioWords.ts';
import type { Mark } from './inlineMarks.ts';
import type { LineStyle } from './richTextLines.ts';

const markButtons: Array<{ mark: Mark | 'link'; key: string; icon: React.ReactNode }> = [
  { mark: 'bold', key: 'B', icon: <FormatBoldIcon fontSize="small" /> },
  { mark: 'italic', key: 'I', icon: <FormatItalicIcon fontSize="small" /> },
  { mark: 'code', key: 'E', icon: <CodeIcon fontSize="small" /> },
  { mark: 'link', key: 'K', icon: <LinkIcon fontSize="small" /> },
];

const icons: Record<LineStyle, React.ReactNode> = {
  heading2: <TitleIcon fontSize="small" />,
  heading3: <TextFieldsIcon fontSize="small" />,
  paragraph: <NotesIcon fontSize="small" />,
  bulleted: <FormatListBulletedIcon fontSize="small" />,
  numbered: <FormatListNumberedIcon fontSize="small" />,
  quote: <FormatQuoteIcon fontSize="small" />,
  callout: <InfoOutlinedIcon fontSize="small" />,
};

const toolbarLook = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.5,
  mb: 1,
  py: 0.5,
  // Kept in sight while a long text scrolls (-16: the editor column's padding).
  position: 'sticky',
  top: -16,
  zIndex: 2,
  bgcolor: 'background.paper',
  // Narrow, the buttons show their icons; their names show on hover and are read out.
  '@container (max-width: 520px)': { '& .rt-button-text': { display: 'none' }, '& .MuiButton-startIcon': { m: 0 }, '& .MuiButton-root': { minWidth: 36 } },
} as const;

const keepCaret = (event: React.MouseEvent) => event.preventDefault();

interface RichTextToolbarProps {
  label: string;
  current?: LineStyle;
  disabled: boolean;
  onStyle: (style: LineStyle) => void;
  onRemove: () => void;
  /** A heading, a quote's author and a note's title have no marks. */
  marksDisabled: boolean;
  /** The marks of the selected words ("link" when they are a link). */
  pressed: string[];
  onMark: (mark: Mark) => void;
  onLink: () => void;
}

export function RichTextToolbar({ label, current, disabled, onStyle, onRemove, marksDisabled, pressed, onMark, onLink }: RichTextToolbarProps) {
  const words = useStudioWords().richText;
  return (
    <Box role="toolbar" aria-label={label} sx={toolbarLook}>
      {lineStyles.map(({ style, shortcut }) => ({ style, shortcut, name: words.styles[style] })).map(({ style, name, shortcut }) => (
        <Tooltip key={style} title={shortcut ? `${name} (${shortcut.text})` : name}>
          <span>
            <Button
              size="small"
              variant={current === style ? 'contained' : 'outlined'}
              startIcon={icons[style]}
              aria-label={name}
              aria-pressed={current === style}
              aria-keyshortcuts={shortcut?.text.replace('Ctrl', 'Control')}
              disabled={disabled}
              onMouseDown={keepCaret}
              onClick={() => onStyle(style)}
              sx={{ textTransform: 'none', py: 0.25 }}
            >
              <span className="rt-button-text">{name}</span>
            </Button>
          </span>
        </Tooltip>
      ))}
      <Box role="group" aria-label={words.marksGroup} sx={{ display: 'flex', gap: 0.5, paddingInlineStart: 1, borderInlineStart: 1, borderColor: 'divider' }}>
        {markButtons.map(({ mark, key, icon }) => ({ mark, key, icon, name: words.marks[mark] })).map(({ mark, key, icon, name }) => (
          <Tooltip key={mark} title={`${name} (Ctrl+${key})`}>
            <span>
              <Button
                size="small"
                variant={pressed.includes(mark) ? 'contained' : 'outlined'}
                startIcon={icon}
                aria-label={name}
                aria-pressed={mark === 'link' ? undefined : pressed.includes(mark)}
                aria-keyshortcuts={`Control+${key}`}
                disabled={marksDisabled}
                onMouseDown={keepCaret}
                onClick={() => (mark === 'link' ? onLink() : onMark(mark))}
                sx={{ textTransform: 'none', py: 0.25 }}
              >
                <span className="rt-button-text">{name}</span>
              </Button>
            </span>
          </Tooltip>
        ))}
      </Box>
      <Tooltip title={words.removeLineHint}>
        <span>
          <Button size="small" color="error" aria-label={words.removeLine} startIcon={<DeleteOutlinedIcon fontSize="small" />} disabled={disabled} onMouseDown={keepCaret} onClick={() => onRemove()} sx={{ textTransform: 'none', py: 0.25 }}>
            <span className="rt-button-text">{words.removeLine}</span>
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
