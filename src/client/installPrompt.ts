// When to offer installing the site as an app (SPEC section 4): 3 s after load, only on a phone
// (mobile user agent or at most 768 px wide), only when not already running as the app and not
// dismissed before. The browser's install event is kept from the start so the button can use it.

export const installPromptDelayMs = 3000;
export const mobileMaxWidth = 768;
export const dismissedKey = 'pwa-install-prompt-dismissed';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let savedPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts listening for the browser's install events; call once, as early as possible. */
export function watchInstallEvents(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // we show our own dialog instead of the browser's mini-bar
    savedPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    savedPrompt = null;
    notify();
  });
}

export const installState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  prompt: () => savedPrompt,
  installed: () => installed,
  clearPrompt() {
    savedPrompt = null;
    notify();
  },
};

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

export function rememberDismissal(): void {
  try {
    localStorage.setItem(dismissedKey, 'true');
  } catch {
    // storage blocked: nothing to remember it in
  }
}

export function shouldOfferInstall(): boolean {
  return !installed && !isStandalone() && !wasDismissed() && isMobile();
}
