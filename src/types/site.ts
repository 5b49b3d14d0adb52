/* Generated from schemas/ by `npm run types`. Do not edit by hand: edit the schemas and run it again. */

/**
 * The name of an icon from the site's icon set.
 */
export type Icon =
  'home' | 'services' | 'industries' | 'portfolio' | 'contact' | 'whatsapp' | 'phone' | 'email' | 'ai' | 'ai-call';
/**
 * One section of a page. "type" says which kind; the other fields depend on it (see docs/blocks.md).
 */
export type Block = HeroBlock | CtaBlock;
/**
 * One to three buttons, shown in this order.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Actions = Action[];

/**
 * The whole website: the company's facts, the interface texts shared by every page, and every route as an ordered list of blocks.
 */
export interface Site {
  /**
   * Path of this schema, so that editors autocomplete and check site.json.
   */
  $schema?: string;
  site: SiteFacts;
  layout: LayoutTexts;
  ui: InterfaceTexts;
  /**
   * Every page of the site. The order is the order of the sitemap.
   *
   * @minItems 1
   */
  routes: Route[];
}
/**
 * Facts about the company, used by the header, footer, contact links and search engines.
 */
export interface SiteFacts {
  /**
   * The short brand name shown in the logo and titles.
   */
  brand: string;
  /**
   * The registered company name.
   */
  legalName: string;
  /**
   * The public address of the site, without a trailing slash; used for canonical links and the sitemap.
   */
  url: string;
  /**
   * One sentence about the company, for the footer and search engines.
   */
  description: string;
  /**
   * The company phone number as people read it, in international form (e.g. "+974 4000 1234"). The tel: link is made from it.
   */
  phone: string;
  /**
   * The WhatsApp chat link's number and the greeting it pre-fills.
   */
  whatsapp: {
    /**
     * The WhatsApp number in international form, digits only, no + (e.g. "97450001234").
     */
    number: string;
    /**
     * The message pre-filled in the chat.
     */
    greeting: string;
  };
  /**
   * The contact e-mail address.
   */
  email: string;
  /**
   * Where the company is, as shown to visitors (e.g. "Doha, Qatar").
   */
  location: string;
  /**
   * Business hours as shown to visitors.
   */
  hours: string;
  /**
   * The company's social profiles.
   */
  social: {
    /**
     * Which network; chooses the icon.
     */
    network: 'facebook' | 'instagram' | 'linkedin' | 'x';
    /**
     * What a screen reader announces for the link, e.g. "Nuqta on Instagram".
     */
    label: string;
    /**
     * The profile's https:// address.
     */
    href: string;
  }[];
}
/**
 * What every page shows around its blocks: header, Get Started dialog, footer, mobile bottom bar and floating contact button.
 */
export interface LayoutTexts {
  /**
   * The fixed header: logo, links, Services menu, Get Started button and, on small screens, the menu drawer.
   */
  header: {
    /**
     * What screen readers call the main navigation.
     */
    navLabel: string;
    /**
     * The header links, in order. The link of the current route (or of its section) is highlighted.
     *
     * @minItems 1
     */
    links: NavLink[];
    /**
     * The Services dropdown: 600 px wide, three columns; opens on hover and from the keyboard.
     */
    servicesMenu: {
      /**
       * The dropdown button's text.
       */
      label: string;
      /**
       * How many header links come before the Services button (0 puts it first). Defaults to 1, after Home.
       */
      insertAfter?: number;
      /**
       * The service pages, one per column.
       *
       * @minItems 1
       */
      links: NavLink[];
    };
    /**
     * The button that opens the Get Started dialog.
     */
    getStartedLabel: string;
    /**
     * What screen readers call the menu toggle on small screens.
     */
    menuOpenLabel: string;
    /**
     * What screen readers call the drawer's close button.
     */
    menuCloseLabel: string;
    /**
     * The heading of the menu drawer.
     */
    menuTitle: string;
    /**
     * The heading over the service links in the drawer; defaults to the Services menu's label.
     */
    servicesHeading?: string;
  };
  /**
   * The Get Started dialog's four options.
   */
  getStarted: {
    /**
     * The dialog's title.
     */
    title: string;
    /**
     * A line under the title.
     */
    text: string;
    /**
     * What screen readers call the close button.
     */
    closeLabel: string;
    whatsapp: ContactOption;
    /**
     * Shows the alert below and closes the dialog.
     */
    askAi: {
      /**
       * The option's name, 'Ask AI'.
       */
      label: string;
      /**
       * A short line under the name.
       */
      text: string;
      /**
       * The alert shown, 'AI Chat feature coming soon!'.
       */
      alert: string;
    };
    call: ContactOption1;
    /**
     * Writes an e-mail to the site's address with the subject below.
     */
    email: {
      /**
       * The option's name.
       */
      label: string;
      /**
       * A short line under the name.
       */
      text: string;
      /**
       * The e-mail's subject, 'Service Inquiry'.
       */
      subject: string;
    };
  };
  /**
   * The footer: the site's description, social links, contact block, links and the copyright line.
   */
  footer: {
    /**
     * What screen readers call the footer's links.
     */
    navLabel: string;
    /**
     * The contact block's heading.
     */
    contactHeading: string;
    /**
     * The links' heading.
     */
    linksHeading: string;
    /**
     * The social links' heading.
     */
    socialHeading: string;
    /**
     * The footer links, in order.
     *
     * @minItems 1
     */
    links: NavLink[];
    /**
     * Follows the legal name on the last line: '{legal name}. All rights reserved.'
     */
    rightsReserved: string;
  };
  /**
   * The bar fixed to the bottom of small screens.
   */
  bottomBar: {
    /**
     * What screen readers call the bar.
     */
    navLabel: string;
    /**
     * Two to five items. One is active when the path equals its href or, for items other than "/", starts with it.
     *
     * @minItems 2
     * @maxItems 5
     */
    items: {
      /**
       * The item's text.
       */
      label: string;
      /**
       * The route it leads to.
       */
      href: string;
      icon: Icon;
    }[];
  };
  /**
   * The round button in the corner that expands to four ways of reaching the company.
   */
  floatingContact: {
    /**
     * What screen readers call the closed button.
     */
    openLabel: string;
    /**
     * What screen readers call the open button.
     */
    closeLabel: string;
    /**
     * The WhatsApp option (opens a chat in a new tab).
     */
    whatsappLabel: string;
    /**
     * The call option.
     */
    callLabel: string;
    aiChat: ConsoleAction;
    aiCall: ConsoleAction1;
  };
}
/**
 * A labelled link.
 */
export interface NavLink {
  /**
   * The link's text.
   */
  label: string;
  /**
   * Where it leads.
   */
  href: string;
  /**
   * An optional line under the label (used in the Services menu).
   */
  text?: string;
}
/**
 * Opens a WhatsApp chat with the site's greeting.
 */
export interface ContactOption {
  /**
   * The option's name.
   */
  label: string;
  /**
   * A short line under the name.
   */
  text: string;
}
/**
 * Calls the site's phone number.
 */
export interface ContactOption1 {
  /**
   * The option's name.
   */
  label: string;
  /**
   * A short line under the name.
   */
  text: string;
}
/**
 * The AI Chat option.
 */
export interface ConsoleAction {
  /**
   * The option's name.
   */
  label: string;
  /**
   * What it writes to the console.
   */
  consoleMessage: string;
}
/**
 * The AI Call option.
 */
export interface ConsoleAction1 {
  /**
   * The option's name.
   */
  label: string;
  /**
   * What it writes to the console.
   */
  consoleMessage: string;
}
/**
 * Texts of the interface shared by every page.
 */
export interface InterfaceTexts {
  /**
   * The keyboard users' first link, jumping over the header to the content.
   */
  skipLink: string;
  /**
   * The page shown for any path that is not a route.
   */
  notFound: {
    /**
     * The browser tab's title.
     */
    title: string;
    /**
     * The large status code shown, '404'.
     */
    code: string;
    /**
     * The message, 'Oops! Page not found'.
     */
    heading: string;
    /**
     * An optional sentence under the message.
     */
    text?: string;
    /**
     * The link back to the home page.
     */
    homeLabel: string;
  };
  /**
   * The page shown when a page fails to render.
   */
  errorPage: {
    /**
     * The browser tab's title.
     */
    title: string;
    /**
     * What went wrong, in plain words.
     */
    heading: string;
    /**
     * What the visitor can do.
     */
    text: string;
    /**
     * The button that reloads the page.
     */
    reloadLabel: string;
    /**
     * The link back to the home page.
     */
    homeLabel: string;
  };
}
/**
 * One page of the site: its address, what search engines show, and its blocks in order.
 */
export interface Route {
  /**
   * The page's address: "/" or lower-case words separated by hyphens and slashes, with no trailing slash (e.g. "/services/cloud-systems").
   */
  path: string;
  /**
   * The page title in the browser tab and search results (the brand is added after it); 2 to 50 characters.
   */
  title: string;
  /**
   * The summary search engines show under the title; 50 to 160 characters.
   */
  description: string;
  /**
   * The page's content, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * The opening section of a page: the page's one main headline (h1), a short tagline, a sentence of supporting text and up to three buttons. Put it first on a route.
 */
export interface HeroBlock {
  /**
   * Block type: hero.
   */
  type: 'hero';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Small label above the headline, e.g. the service name.
   */
  eyebrow?: string;
  /**
   * The headline; the page's h1.
   */
  heading: string;
  /**
   * A short line under the headline, e.g. 'Fast Delivery • QAR 1,500 • Qatar Focus'.
   */
  tagline?: string;
  /**
   * One or two sentences that say what the visitor gets.
   */
  text?: string;
  actions?: Actions;
}
/**
 * A button that is a link.
 */
export interface Action {
  /**
   * The button's text.
   */
  label: string;
  /**
   * Where the button leads.
   */
  href: string;
  /**
   * primary: the filled main button; secondary: the outlined alternative. Defaults to primary.
   */
  emphasis?: 'primary' | 'secondary';
}
/**
 * A call to action: a heading (h2), a sentence and one to three buttons, on a highlighted panel. Usually the last block of a route.
 */
export interface CtaBlock {
  /**
   * Block type: cta.
   */
  type: 'cta';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * The panel's heading (h2).
   */
  heading: string;
  /**
   * A sentence that gives the visitor a reason to act now.
   */
  text?: string;
  actions: Actions;
}
