// The install dialog (SPEC "Install dialog"): iPhone and iPad get Safari's three steps and no
// Install App button; other phones get the benefits, and Install App once the browser offered it.
// A native modal <dialog> styled like the site's MUI dialogs: it opens by itself 3 s after load,
// often while the page is still loading, and MUI's Dialog took a phone over 150 ms to mount. The
// browser gives the modal behaviour: focus moves in and comes back on close, Escape closes it,
// and the rest of the page is inert.
/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { keyframes, type CSSObject } from '@emotion/react';
import { useSiteContent } from '../app/siteContent.tsx';
import { installState, isIos, rememberDismissal } from '../client/installPrompt.ts';
import { colors } from '../theme/tokens.ts';
import { containedButton, textButton } from './headerStyles.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });

const dialog: CSSObject = {
  boxSizing: 'border-box',
  inlineSize: 'calc(100% - 64px)',
  maxInlineSize: 444,
  maxBlockSize: 'calc(100% - 64px)',
  margin: 'auto',
  padding: 0,
  overflowY: 'auto',
  border: 0,
  borderRadius: 12,
  color: colors.text,
  backgroundColor: colors.paper,
  // MUI's dark paper at elevation 24: a lighter surface and a deep shadow.
  backgroundImage: 'linear-gradient(rgba(255, 255, 255, 0.09), rgba(255, 255, 255, 0.09))',
  boxShadow: '0 11px 15px -7px rgba(0, 0, 0, 0.2), 0 24px 38px 3px rgba(0, 0, 0, 0.14), 0 9px 46px 8px rgba(0, 0, 0, 0.12)',
  animation: `${fadeIn} 225ms ease-out`,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)', animation: `${fadeIn} 225ms ease-out` },
  // The baseline's reduced-motion rule reaches every element and ::before and ::after, not ::backdrop.
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', '&::backdrop': { animation: 'none' } },
  '& h2': { margin: 0, padding: '16px 24px', fontSize: '1.25rem', fontWeight: 750, lineHeight: 1.6 },
  '& h3': { margin: 0, marginBlockEnd: 8, fontSize: '1rem', fontWeight: 700, lineHeight: 1.5 },
  '& p': { margin: 0, marginBlockEnd: 16, lineHeight: 1.5 },
  '& ul, & ol': { display: 'grid', gap: 6, margin: 0, paddingInlineStart: 24, color: colors.textSecondary, lineHeight: 1.5 },
};

const content: CSSObject = { paddingInline: 24, paddingBlockEnd: 20 };
const actions: CSSObject = { display: 'flex', justifyContent: 'flex-end', gap: 8, paddingInline: 24, paddingBlockEnd: 20 };

export default function InstallDialog({ onClose }: { onClose: () => void }) {
  const { ui } = useSiteContent();
  const texts = ui.install!;
  const savedPrompt = useSyncExternalStore(installState.subscribe, installState.prompt, () => null);
  const installed = useSyncExternalStore(installState.subscribe, installState.installed, () => false);
  const ref = useRef<HTMLDialogElement>(null);
  const ios = isIos();

  useEffect(() => {
    if (!installed && !ref.current?.open) ref.current?.showModal();
  }, [installed]);
  if (installed) return null;

  // Closing through the element returns the focus to where it was; its close event tells the parent.
  const close = () => ref.current?.close();
  const install = async () => {
    if (!savedPrompt) return;
    await savedPrompt.prompt();
    const { outcome } = await savedPrompt.userChoice;
    // A prompt can be used once when accepted; after a refusal the browser may offer it again.
    if (outcome === 'accepted') installState.clearPrompt();
    close();
  };
  const later = () => {
    rememberDismissal();
    close();
  };

  return (
    <dialog
      ref={ref}
      css={dialog}
      aria-labelledby="install-title"
      aria-describedby="install-text"
      onClose={onClose}
      // A click on the dialog element itself, not on its content, is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <h2 id="install-title">{texts.title}</h2>
      <div css={content}>
        <p id="install-text">{texts.text}</p>
        <h3>{ios ? texts.iosHeading : texts.benefitsHeading}</h3>
        {ios ? (
          <ol>
            {texts.iosSteps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        ) : (
          <ul>
            {texts.benefits.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div css={actions}>
        <button type="button" css={textButton} onClick={later}>
          {texts.laterLabel}
        </button>
        {!ios && savedPrompt && (
          <button type="button" css={containedButton} onClick={() => void install()}>
            {texts.installLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}
