// The install dialog (SPEC "Install dialog"), prerendered closed in every page: a native modal
// <dialog> that the boot script opens 3 s after load on phones, with the part for this device
// (iPhone and iPad: Safari's three steps; other phones: the benefits, and Install App once the
// browser offers installation) and its buttons' work (client/installPrompt.ts). The browser gives
// the modal behaviour: focus moves in and comes back on close, Escape and a tap outside close it,
// and the rest of the page is inert.
/** @jsxImportSource @emotion/react */
import type { CSSObject } from '@emotion/react';
import { useSiteContent } from '../app/siteContent.tsx';
import { colors } from '../theme/tokens.ts';
import { dialog } from './dialogStyles.ts';
import { frameIds } from './frameIds.ts';
import { containedButton, textButton } from './headerStyles.ts';

const id = frameIds.installDialog;

export function InstallDialog() {
  const { ui } = useSiteContent();
  const texts = ui.install!;
  return (
    <dialog id={id} closedby="any" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} css={[dialog, parts]}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <div css={content}>
        <p id={`${id}-text`}>{texts.text}</p>
        <div data-install-for="ios" hidden>
          <h3>{texts.iosHeading}</h3>
          <ol>
            {texts.iosSteps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
        <div data-install-for="other">
          <h3>{texts.benefitsHeading}</h3>
          <ul>
            {texts.benefits.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
      <div css={actions}>
        <button type="button" css={textButton} data-install-action="later">
          {texts.laterLabel}
        </button>
        <button type="button" css={containedButton} data-install-action="install" hidden>
          {texts.installLabel}
        </button>
      </div>
    </dialog>
  );
}

const parts: CSSObject = {
  '& h2': { padding: '16px 24px' },
  '& h3': { margin: 0, marginBlockEnd: 8, fontSize: '1rem', fontWeight: 700, lineHeight: 1.5 },
  '& p': { marginBlockEnd: 16 },
  '& ul, & ol': { display: 'grid', gap: 6, margin: 0, paddingInlineStart: 24, color: colors.textSecondary, lineHeight: 1.5 },
  '& [hidden]': { display: 'none' },
};
const content: CSSObject = { paddingInline: 24, paddingBlockEnd: 20 };
const actions: CSSObject = { display: 'flex', justifyContent: 'flex-end', gap: 8, paddingInline: 24, paddingBlockEnd: 20 };
