// What the frame's native controls need beyond the browser, run by the boot script as the page
// loads, long before the app. The menu drawer, Get Started and install dialogs are <dialog>s
// opened by buttons with `commandfor`/`command`; the Services menu and the floating button's
// options are popovers. The browser opens and closes them, moves focus in and back, closes them
// on Escape and (closedby="any", popovers) on a tap outside. This adds: the same for browsers
// without invoker commands or closedby, aria-expanded on the buttons, closing a menu when a link
// in it is chosen, the Services menu's arrow keys, and the two buttons that only speak (the
// console and an alert, as the specification asks). React renders the same markup and never
// handles these: hydration changes nothing.

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

function syncExpanded(target: HTMLElement) {
  const open = target instanceof HTMLDialogElement ? target.open : isOpenPopover(target) || hoverShows(target);
  for (const button of document.querySelectorAll(`[aria-expanded][commandfor="${target.id}"], [aria-expanded][popovertarget="${target.id}"]`))
    button.setAttribute('aria-expanded', String(open));
}

/** Invoker commands for browsers that lack them (before 2025). */
function runCommand(button: HTMLButtonElement) {
  const dialog = targetOf(button);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  else if (command === 'close' || command === 'request-close') dialog.close();
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
  if (button?.hasAttribute('commandfor') && !invokerCommandsSupported) runCommand(button);
  // A link chosen in a menu or dialog leads away from it: after the app starts, without a new page.
  const link = target.closest('a[href]');
  const container = link?.closest(popovers ? 'dialog[open], :popover-open' : 'dialog[open]');
  if (container instanceof HTMLDialogElement) container.close();
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

/** Once, from the boot script: every listener is delegated, so controls the app renders later work too. */
export function enhanceFrameControls(): void {
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
