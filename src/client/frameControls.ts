// What the frame's native controls need beyond the browser, run by the boot script as the page
// loads, long before the app. The menu drawer, Get Started and install dialogs are <dialog>s
// opened by buttons with `commandfor`/`command`; the Services menu and the floating button's
// options are popovers. The browser opens and closes them, moves focus in and back, closes them
// on Escape and (closedby="any", popovers) on a tap outside. Where the browser has no invoker
// commands (Safari before 26.2, Firefox before 144: Firefox ESR 140), the drawer and Get Started
// open as popovers before any script (their buttons also carry popovertarget). This adds: modal
// dialogs for those browsers, closing on a tap beside them where closedby is missing,
// aria-expanded on the buttons, closing a menu when a link in it is chosen, the Services menu's
// arrow keys and its place below its button without anchor positioning, and the two buttons that
// only speak (the console and an alert, as the specification asks). React renders the same markup
// and never handles these: hydration changes nothing.

// Browsers without popovers (before 2024) show the popovers' content in place and must not trip
// over their selector.
const popovers = typeof CSS !== 'undefined' && CSS.supports('selector(:popover-open)');
const isOpenPopover = (element: Element) => popovers && element.matches(':popover-open');

/** The button's target dialog or popover, by its commandfor or popovertarget. */
const targetOf = (button: Element) => document.getElementById(button.getAttribute('commandfor') ?? button.getAttribute('popovertarget') ?? '');

/** The Services menu also shows while the pointer rests on it, unless a link in it was just chosen. */
const hoverShows = (target: HTMLElement) => {
  const menu = target.closest('[data-services-menu]');
  return menu !== null && menu.matches(':hover') && !menu.hasAttribute('data-chosen');
};

/** Whether a dialog or popover of the frame is showing, however it was opened. */
const isShowing = (target: HTMLElement) => (target instanceof HTMLDialogElement && target.open) || isOpenPopover(target);

function syncExpanded(target: HTMLElement) {
  const open = isShowing(target) || hoverShows(target);
  for (const button of document.querySelectorAll(`[aria-expanded][commandfor="${target.id}"], [aria-expanded][popovertarget="${target.id}"]`))
    button.setAttribute('aria-expanded', String(open));
}

/** Closes a dialog of the frame, opened as a modal dialog or, before this script, as a popover. */
function closeDialog(dialog: HTMLDialogElement) {
  if (isOpenPopover(dialog)) dialog.hidePopover();
  if (dialog.open) dialog.close();
}

/** Invoker commands for browsers that lack them: a modal dialog rather than the popover the button falls back to. */
function runCommand(button: HTMLButtonElement, event: MouseEvent) {
  const dialog = targetOf(button);
  if (!(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault(); // not the popover as well
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !isShowing(dialog)) dialog.showModal();
  else if (command === 'close' || command === 'request-close') closeDialog(dialog);
  syncExpanded(dialog);
}

const invokerCommandsSupported = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

function onClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  // A tap on a dialog's backdrop is a tap on the dialog element itself, outside its content.
  if (target instanceof HTMLDialogElement && target.open && target.getAttribute('closedby') === 'any') return target.close();
  const button = target.closest('button');
  if (button?.dataset.console) console.log(button.dataset.console);
  if (button?.dataset.alert) window.alert(button.dataset.alert);
  if (button?.hasAttribute('commandfor') && !invokerCommandsSupported) runCommand(button, event);
  // A link chosen in a menu or dialog leads away from it: after the app starts, without a new page.
  const link = target.closest('a[href]');
  const container = link?.closest(popovers ? 'dialog[open], :popover-open' : 'dialog[open]');
  if (container instanceof HTMLDialogElement) closeDialog(container);
  else if (container instanceof HTMLElement) container.hidePopover();
  const menu = link?.closest('[data-services-menu]');
  if (menu) {
    menu.setAttribute('data-chosen', '');
    syncExpanded(menu.querySelector<HTMLElement>('[popover]')!);
  }
}

/** The Services menu from the keyboard, beyond the popover's Enter, Space and Escape: ArrowDown opens it at its first link, and the arrows move between links. */
function onServicesKey(event: KeyboardEvent) {
  const menu = (event.target as Element | null)?.closest?.('[data-services-menu]');
  const panel = menu?.querySelector<HTMLElement>('[popover]');
  if (!popovers || !menu || !panel || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  event.preventDefault();
  if (!isOpenPopover(panel)) panel.showPopover();
  const links = [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  links.at(index === -1 ? 0 : (index + step) % links.length)?.focus();
}

function onFocusOut(event: FocusEvent) {
  const menu = (event.target as Element | null)?.closest?.('[data-services-menu]');
  const panel = menu?.querySelector<HTMLElement>('[popover]');
  if (menu && panel && isOpenPopover(panel) && !menu.contains(event.relatedTarget as Node | null)) panel.hidePopover();
}

const anchorPositioning = typeof CSS !== 'undefined' && CSS.supports('anchor-name: --a');

/**
 * Without anchor positioning, the Services menu opens in the top layer where its styles put it
 * (centred below the header) unless told where its button is: below the button, its inline
 * start 16 px before the button's, in either direction (layout/ServicesMenu.tsx).
 */
function servicesMenuPlace(event: Event) {
  const panel = event.target;
  if (anchorPositioning || !(panel instanceof HTMLElement) || (event as ToggleEvent).newState !== 'open') return;
  const button = panel.closest('[data-services-menu]')?.querySelector('button');
  if (!button) return;
  const box = button.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const start = getComputedStyle(button).direction === 'rtl' ? width - box.right : box.left;
  panel.style.setProperty('--services-menu-block-start', `${Math.round(box.bottom)}px`);
  panel.style.setProperty('--services-menu-inline-start', `${Math.round(start - 16)}px`);
  panel.style.setProperty('--services-menu-inline-end', 'auto');
  panel.style.setProperty('--services-menu-margin', '0px');
}

/** Once, from the boot script: every listener is delegated, so controls the app renders later work too. */
export function enhanceFrameControls(): void {
  addEventListener('beforetoggle', servicesMenuPlace, true);
  addEventListener('click', onClick, true);
  addEventListener('keydown', onServicesKey, true);
  addEventListener('focusout', onFocusOut, true);
  // CSS shows the Services menu while the pointer rests on it: its button says so too. Once a
  // link in it is chosen, it stays shut until the pointer leaves.
  for (const type of ['pointerover', 'pointerout'] as const)
    addEventListener(type, (event) => {
      const menu = (event.target as Element | null)?.closest?.('[data-services-menu]');
      const panel = menu?.querySelector<HTMLElement>('[popover]');
      if (!menu || !panel || menu.contains(event.relatedTarget as Node | null)) return;
      if (type === 'pointerout') menu.removeAttribute('data-chosen');
      // :hover follows the pointer after this event: a frame later it is settled.
      requestAnimationFrame(() => syncExpanded(panel));
    });
  // toggle (dialogs and popovers) and close (dialogs) do not bubble: listened for on their way down.
  for (const type of ['toggle', 'close'])
    addEventListener(type, (event) => event.target instanceof HTMLElement && event.target.id && syncExpanded(event.target), true);
}
