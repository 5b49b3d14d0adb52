// The ids of the frame's dialogs and popovers: their buttons name them (commandfor, popovertarget),
// and the boot script finds the install dialog by its id (client/installPrompt.ts).
import { installDialogId } from '../client/installPrompt.ts';

export const frameIds = {
  mobileMenu: 'mobile-menu',
  getStarted: 'get-started',
  servicesMenu: 'services-menu',
  contactOptions: 'contact-options',
  installDialog: installDialogId,
} as const;
