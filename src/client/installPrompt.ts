// The install dialog (SPEC section 4), run by the boot script: the browser's install events are
// kept from the first moment (a returning visitor's browser may offer installation before the
// page has loaded), and 3 s after load a phone that is not running the site as an app, and whose
// visitor has not said "later" before, gets the dialog. The dialog is prerendered, closed, in every
// page (layout/InstallDialog.tsx): iPhone and iPad get Safari's steps and no Install App button;
// other phones get the benefits, and Install App once the browser has offered installation. It
// never opens over another dialog or menu the visitor has open: it waits until they close it.
// However the visitor closes it (Maybe Later, Escape, a tap beside it), it is not offered again.

export const installPromptDelayMs = 3000;
export const mobileMaxWidth = 768;
export const dismissedKey = 'pwa-install-prompt-dismissed';
export const installDialogId = 'install-dialog';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let savedPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;

export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function isIos(userAgent = navigator.userAgent): boolean {
  return /iPad|iPhone|iPod/.test(userAgent);
}

export function isMobile(userAgent = navigator.userAgent, width = window.innerWidth): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent) || width <= mobileMaxWidth;
}

export function wasDismissed(): boolean {
  try {
    return localStorage.getItem(dismissedKey) === 'true';
  } catch {
    return false; // storage blocked: ask again next time rather than never
  }
}

function rememberDismissal(): void {
  try {
    localStorage.setItem(dismissedKey, 'true');
  } catch {
    // storage blocked: nothing to remember it in
  }
}

export function shouldOfferInstall(): boolean {
  return !installed && !isStandalone() && !wasDismissed() && isMobile();
}

const dialog = () => document.getElementById(installDialogId) as HTMLDialogElement | null;

/** Shows the parts of the dialog that fit this device and what the browser has offered. */
function fitDialog(): void {
  const element = dialog();
  if (!element) return;
  const ios = isIos();
  for (const part of element.querySelectorAll<HTMLElement>('[data-install-for]')) part.hidden = part.dataset.installFor !== (ios ? 'ios' : 'other');
  const installButton = element.querySelector<HTMLElement>('[data-install-action="install"]');
  if (installButton) installButton.hidden = ios || !savedPrompt;
  if (installed && element.open) element.close();
}

/** A dialog or popover the visitor has open (the menu, Get Started, Services, the contact options). */
function somethingOpen(): boolean {
  const popovers = typeof CSS !== 'undefined' && CSS.supports('selector(:popover-open)');
  return document.querySelector(popovers ? 'dialog[open], :popover-open' : 'dialog[open]') !== null;
}

/** Set while Install App runs: closing the dialog then is no refusal. */
let installing = false;

async function install(): Promise<void> {
  const prompt = savedPrompt;
  if (!prompt) return;
  installing = true;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  // A prompt can be used once when accepted; after a refusal the browser may offer it again.
  if (outcome === 'accepted') savedPrompt = null;
  fitDialog();
  // The close event comes a task later: installing stays set until the dialog has told it (below, offerInstall).
  const element = dialog();
  if (element?.open) {
    element.addEventListener('close', () => (installing = false), { once: true });
    element.close();
  } else installing = false;
}

/** From the boot script, before anything else: listens for the browser's install events and opens the dialog when due. */
export function offerInstall(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own dialog instead of the browser's mini-bar
    savedPrompt = event as BeforeInstallPromptEvent;
    fitDialog();
  });
  addEventListener('appinstalled', () => {
    installed = true;
    savedPrompt = null;
    fitDialog();
  });
  addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-install-action]');
    if (!(button instanceof HTMLElement)) return;
    if (button.dataset.installAction === 'later') dialog()?.close();
    else void install();
  });
  // close does not bubble: listened for on its way down. Maybe Later, Escape and a tap beside it all end here.
  addEventListener(
    'close',
    (event) => {
      if (event.target === dialog() && !installing && !installed) rememberDismissal();
    },
    true,
  );
  const open = () => {
    const element = dialog();
    if (!element || element.open || !shouldOfferInstall()) return;
    if (somethingOpen()) return waitForQuiet();
    fitDialog();
    element.showModal();
  };
  /** Once every dialog and popover the visitor has open is closed, a moment later (the tap that closed it may lead on). */
  const waitForQuiet = () => {
    const check = () => {
      if (somethingOpen()) return;
      for (const type of ['toggle', 'close']) removeEventListener(type, check, true);
      setTimeout(open, 500);
    };
    for (const type of ['toggle', 'close']) addEventListener(type, check, true);
  };
  const openWhenDue = () => setTimeout(open, installPromptDelayMs);
  if (document.readyState === 'complete') openWhenDue();
  else addEventListener('load', openWhenDue, { once: true });
}
