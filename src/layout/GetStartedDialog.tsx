// The Get Started dialog: WhatsApp, Ask AI, call and e-mail. A native modal <dialog>, opened by
// the header's and the menu's Get Started buttons (commandfor), working before any script runs.
// Ask AI shows the specification's alert (client/frameControls.ts) and closes the dialog.
/** @jsxImportSource @emotion/react */
import type { CSSObject } from '@emotion/react';
import { useSiteContent } from '../app/siteContent.tsx';
import { colors } from '../theme/tokens.ts';
import { mailtoHref, telHref, whatsappHref } from './contactLinks.ts';
import { closeButton, dialog, titleRow } from './dialogStyles.ts';
import { FrameIcon, type FrameIconName } from './frameIcons.tsx';
import { frameIds } from './frameIds.ts';
import { closesDialog, frameDialog } from './Header.tsx';

const id = frameIds.getStarted;

export function GetStartedDialog() {
  const { layout, site } = useSiteContent();
  const texts = layout.getStarted;
  const option = (icon: FrameIconName, color: string, label: string, text: string) => (
    <>
      <span css={{ color, display: 'flex' }}>
        <FrameIcon name={icon} />
      </span>
      <span>
        <strong>{label}</strong>
        <span>{text}</span>
      </span>
    </>
  );
  return (
    <dialog {...frameDialog(id)} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} css={dialog}>
      <div css={titleRow}>
        <h2 id={`${id}-title`}>{texts.title}</h2>
        <button type="button" css={closeButton} {...closesDialog(id)} aria-label={texts.closeLabel}>
          <FrameIcon name="close" />
        </button>
      </div>
      <div css={body}>
        <p id={`${id}-text`}>{texts.text}</p>
        <ul css={options}>
          <li>
            <a href={whatsappHref(site)} target="_blank" rel="noopener noreferrer">
              {option('whatsapp', '#25d366', texts.whatsapp.label, texts.whatsapp.text)}
            </a>
          </li>
          <li>
            <button type="button" data-alert={texts.askAi.alert} {...closesDialog(id)}>
              {option('ai', '#a78bfa', texts.askAi.label, texts.askAi.text)}
            </button>
          </li>
          <li>
            <a href={telHref(site.phone)}>{option('phone', '#38bdf8', texts.call.label, texts.call.text)}</a>
          </li>
          <li>
            <a href={mailtoHref(site.email, texts.email.subject)}>{option('email', '#fbbf24', texts.email.label, texts.email.text)}</a>
          </li>
        </ul>
      </div>
    </dialog>
  );
}

const body: CSSObject = { paddingInline: 24, paddingBlockEnd: 20, '& > p': { marginBlockEnd: 16, color: colors.textSecondary } };

const options: CSSObject = {
  display: 'grid',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a, & button': {
    display: 'flex',
    alignItems: 'center',
    gap: 16,
    inlineSize: '100%',
    boxSizing: 'border-box',
    paddingBlock: 12,
    paddingInline: 16,
    border: `1px solid ${colors.divider}`,
    borderRadius: 8,
    background: 'none',
    color: colors.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: colors.hover },
    '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
  },
  '& svg': { inlineSize: 24, blockSize: 24, fill: 'currentColor' },
  '& strong': { display: 'block', fontWeight: 700 },
  '& strong + span': { display: 'block', fontSize: '0.875rem', color: colors.textSecondary },
};
