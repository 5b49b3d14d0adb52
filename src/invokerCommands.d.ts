// Invoker commands (HTML): a button that opens or closes the dialog it names, without script.
// React renders the attributes as they are; its types do not list them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
