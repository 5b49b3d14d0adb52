// The round button in the corner that shows WhatsApp, Call, AI Chat and AI Call. The options are
// a popover the button toggles (popovertarget): the browser opens and closes it, on Escape and on
// a tap outside too, before any script runs. AI Chat and AI Call only write to the console, as
// the specification says (client/frameControls.ts).
/** @jsxImportSource @emotion/react */
import type { CSSObject } from '@emotion/react';
import { useSiteContent } from '../app/siteContent.tsx';
import { atLeast, colors } from '../theme/tokens.ts';
import { telHref, whatsappHref } from './contactLinks.ts';
import { FrameIcon, type FrameIconName } from './frameIcons.tsx';
import { frameIds } from './frameIds.ts';
import { bottomBarHeight } from './sizes.ts';

const id = frameIds.contactOptions;

export function FloatingContact() {
  const { layout, site } = useSiteContent();
  const texts = layout.floatingContact;
  const choices: Array<{ label: string; icon: FrameIconName; color: string; action: { href: string; target?: string; rel?: string } | { 'data-console': string } }> = [
    { label: texts.whatsappLabel, icon: 'whatsapp', color: '#25d366', action: { href: whatsappHref(site), target: '_blank', rel: 'noopener noreferrer' } },
    { label: texts.callLabel, icon: 'phone', color: '#38bdf8', action: { href: telHref(site.phone) } },
    { label: texts.aiChat.label, icon: 'ai', color: '#a78bfa', action: { 'data-console': texts.aiChat.consoleMessage } },
    { label: texts.aiCall.label, icon: 'aiCall', color: '#f472b6', action: { 'data-console': texts.aiCall.consoleMessage } },
  ];
  return (
    <div css={corner}>
      <ul id={id} popover="auto" css={options}>
        {choices.map(({ label, icon, color, action }) => (
          <li key={label}>
            {'href' in action ? <a {...action}>{option(icon, color, label)}</a> : <button type="button" {...action}>{option(icon, color, label)}</button>}
          </li>
        ))}
      </ul>
      {/* Its name and icon follow the options' state (CSS): nothing to update by script. */}
      <button type="button" popoverTarget={id} aria-expanded={false} css={toggle}>
        <span className="when-closed">
          <FrameIcon name="chat" />
          <span css={visuallyHidden}>{texts.openLabel}</span>
        </span>
        <span className="when-open">
          <FrameIcon name="close" />
          <span css={visuallyHidden}>{texts.closeLabel}</span>
        </span>
      </button>
    </div>
  );
}

const option = (icon: FrameIconName, color: string, label: string) => (
  <>
    <FrameIcon name={icon} css={{ color }} />
    {label}
  </>
);

const visuallyHidden: CSSObject = { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };

/** Above the bottom bar on phones, in the corner on larger screens. */
const fabBottom = `calc(${bottomBarHeight + 16}px + env(safe-area-inset-bottom))`;

const corner: CSSObject = {
  position: 'fixed',
  insetInlineEnd: 16,
  insetBlockEnd: fabBottom,
  zIndex: 1050,
  [atLeast('md')]: { insetBlockEnd: 24 },
  '& .when-open': { display: 'none' },
  '&:has(:popover-open) .when-open': { display: 'contents' },
  '&:has(:popover-open) .when-closed': { display: 'none' },
};

const shadow = '0 3px 5px -1px rgba(0, 0, 0, 0.2), 0 6px 10px 0 rgba(0, 0, 0, 0.14), 0 1px 18px 0 rgba(0, 0, 0, 0.12)';

const toggle: CSSObject = {
  display: 'grid',
  placeItems: 'center',
  inlineSize: 56,
  blockSize: 56,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  backgroundColor: colors.primary,
  color: colors.onPrimary,
  boxShadow: shadow,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '&:hover': { backgroundColor: colors.primaryDark },
  '&:focus-visible': { outline: `2px solid ${colors.text}`, outlineOffset: 2 },
  '& svg': { inlineSize: 24, blockSize: 24, fill: 'currentColor' },
};

const options: CSSObject = {
  // Above the button, whose corner it shares (the browser puts an open popover in the top layer).
  inset: 'auto',
  // As tall and wide as the options: WebKit took the popover's own fit-content height as the
  // viewport's, and spread the four options over the whole screen, WhatsApp below it.
  inlineSize: 'max-content',
  blockSize: 'max-content',
  insetInlineEnd: 16,
  insetBlockEnd: `calc(${fabBottom} + 68px)`,
  [atLeast('md')]: { insetBlockEnd: 24 + 68 },
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  overflow: 'visible',
  listStyle: 'none',
  // A column rather than a grid: WebKit (2.50) laid the grid's rows out in a box the viewport's
  // height, below the list's own box, whatever the list's height.
  '&:popover-open': { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 10 },
  '& a, & button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minBlockSize: 48,
    boxSizing: 'border-box',
    paddingInline: 16,
    border: `1px solid ${colors.divider}`,
    borderRadius: 24,
    backgroundColor: colors.paper,
    color: colors.text,
    boxShadow: shadow,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#1b2744' },
    '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
  },
  '& svg': { inlineSize: 24, blockSize: 24, fill: 'currentColor' },
};
