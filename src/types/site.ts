/* Generated from schemas/ by `npm run types`. Do not edit by hand: edit the schemas and run it again. */

/**
 * An icon of the bottom bar.
 */
export type LayoutIcon = 'home' | 'services' | 'industries' | 'portfolio' | 'contact';
/**
 * One part of a long text; "type" says which.
 */
export type RichTextNode = HeadingNode | ParagraphNode | ListNode | QuoteNode | CalloutNode;
/**
 * One part of a text: plain text in double quotes, or a marked part.
 */
export type InlinePart = string | MarkedText;
/**
 * Long text as a list of typed parts: headings, paragraphs, lists, quotes and callouts (never HTML). The text of a paragraph, list item, quote or note may mark words bold, italic or as code, and make them links (see Inline text); headings, titles and who said a quote stay plain.
 *
 * @minItems 1
 */
export type RichText = RichTextNode[];
/**
 * One section of a page. "type" says which kind; the other fields depend on it (see docs/blocks.md).
 */
export type Block =
  | HeroBlock
  | CardGridBlock
  | HighlightsBlock
  | ChecklistBlock
  | ProcessStepsBlock
  | PricingTableBlock
  | TestimonialsBlock
  | SuccessStoryBlock
  | PortfolioGridBlock
  | ProjectDetailBlock
  | NewsListBlock
  | ArticleBlock
  | FaqBlock
  | ContactInfoBlock
  | ContactFormsBlock
  | MapEmbedBlock
  | RichTextBlock
  | CtaBlock;
/**
 * One to three buttons, shown in this order.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Actions = Action[];
/**
 * The name of an icon from the site's icon set (see the list).
 */
export type Icon =
  | 'web'
  | 'cloud'
  | 'ai'
  | 'crm'
  | 'erp'
  | 'salon'
  | 'garage'
  | 'projects'
  | 'custom'
  | 'real-estate'
  | 'ecommerce'
  | 'education'
  | 'healthcare'
  | 'automotive'
  | 'hospitality'
  | 'speed'
  | 'hosting'
  | 'code'
  | 'uptime'
  | 'seo'
  | 'all-inclusive'
  | 'security'
  | 'mobile'
  | 'scalable'
  | 'analytics'
  | 'chat'
  | 'call-agent'
  | 'research'
  | 'support'
  | 'listings'
  | 'virtual-tour'
  | 'market'
  | 'design'
  | 'rocket'
  | 'training'
  | 'finance'
  | 'search'
  | 'email'
  | 'whatsapp'
  | 'phone'
  | 'globe'
  | 'lightbulb'
  | 'handshake'
  | 'growth';

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
  /**
   * The website plans, declared once: pricing tables and price placeholders refer to them by id.
   *
   * @minItems 1
   */
  plans: Plan[];
  /**
   * The portfolio projects.
   */
  projects?: Project[];
  /**
   * The news articles.
   */
  articles?: Article[];
  /**
   * Old addresses that lead to current routes.
   */
  redirects?: Redirect[];
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
  /**
   * The office address for search engines (structured data); "location" is how pages write it.
   */
  address?: {
    /**
     * Street, building and unit.
     */
    streetAddress?: string;
    /**
     * City, e.g. "Doha".
     */
    addressLocality: string;
    /**
     * Two-letter country code, e.g. "QA".
     */
    addressCountry: string;
  };
  /**
   * Business hours for search engines (structured data); "hours" is how pages write them.
   */
  openingHours?: {
    /**
     * Days the office is open.
     *
     * @minItems 1
     */
    days: ('Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday')[];
    /**
     * Opening time, 24-hour "HH:MM" (local time).
     */
    opens: string;
    /**
     * Closing time, 24-hour "HH:MM" (local time).
     */
    closes: string;
  };
  /**
   * Countries the company serves, for search engines.
   *
   * @minItems 1
   */
  areaServed?: string[];
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
    call: ContactOption;
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
      icon: LayoutIcon;
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
    aiCall: ConsoleAction;
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
 * One way to reach the company, with a line saying what happens.
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
 * An option that is not built yet: it only writes its message to the browser console, as the specification says.
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
 * A website plan. Every price on the site that belongs to a plan is taken from here.
 */
export interface Plan {
  /**
   * How blocks and placeholders name the plan, e.g. "small".
   */
  id: string;
  /**
   * The plan's name, e.g. "Small Business".
   */
  name: string;
  /**
   * Who the plan is for, in one sentence.
   */
  description: string;
  /**
   * Development price in QAR.
   */
  price: number;
  /**
   * Development plus the first year's hosting, in QAR; must equal price + renewal.
   */
  firstYearTotal: number;
  /**
   * Hosting and support per year after the first, in QAR.
   */
  renewal: number;
  /**
   * How long delivery takes, e.g. "2-3 days".
   */
  deliveryTime: string;
  /**
   * When ticked, the plan is marked as the most popular.
   */
  popular?: boolean;
  /**
   * What the plan includes.
   *
   * @minItems 1
   *
   * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  features: string[];
}
/**
 * A portfolio project; /portfolio lists them and a projectDetail block shows one.
 */
export interface Project {
  /**
   * The project's address: /portfolio/<slug>.
   */
  slug: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  title: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  subtitle: string;
  /**
   * The portfolio filter's category.
   */
  category: 'Real Estate' | 'Hospitality' | 'Healthcare' | 'E-Commerce' | 'Education' | 'Automotive';
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  client: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  description: string;
  image: Image;
  /**
   * Technologies used.
   *
   * @minItems 1
   *
   * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  technologies: string[];
  /**
   * Key features; the portfolio card shows the first three.
   *
   * @minItems 3
   *
   * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  features: string[];
  /**
   * The live project's address (https), only where it is public: the project's card and page then offer Visit Site and View Live Site; without it they offer neither.
   */
  url?: string;
  /**
   * Year of completion.
   */
  completionYear: number;
  /**
   * Developers on the project.
   */
  teamSize: number;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  timeline: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  uptime: string;
  /**
   * Results in figures.
   *
   * @minItems 1
   */
  results: Result[];
  /**
   * What was hard.
   *
   * @minItems 1
   *
   * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  challenges: string[];
  /**
   * How we solved it.
   *
   * @minItems 1
   *
   * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  solutions: string[];
}
/**
 * An image with its text alternative and size.
 */
export interface Image {
  /**
   * Path of the image under public/ (e.g. "/images/news/ai-1280.webp"). A name ending in -1280.webp has its 640 px and AVIF files beside it, made by `npm run images` or the studio's upload (src/server/render/imageSizes.ts).
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it, in both languages.
   */
  alt: string;
  /**
   * Intrinsic width in pixels (prevents layout shift).
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
}
/**
 * A result in figures.
 */
export interface Result {
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  value: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  label: string;
}
/**
 * A news article; /news lists them and an article block shows one.
 */
export interface Article {
  /**
   * The article's address: /news/<slug>.
   */
  slug: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  title: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  excerpt: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  author: string;
  /**
   * Publication date, YYYY-MM-DD.
   */
  date: string;
  /**
   * Date of the last substantial change, YYYY-MM-DD; leave it out while the article is as published. Search engines read it (dateModified), and the sitemap's lastmod follows it.
   */
  updated?: string;
  /**
   * The news filter's category.
   */
  category: 'AI Technology' | 'Web Development' | 'Cloud Solutions' | 'E-Commerce' | 'Cybersecurity';
  /**
   * Minutes to read at about 220 words a minute (a test checks it against the body).
   */
  readTime: number;
  image: Image;
  body: RichText;
  /**
   * The call-to-action card shown inside the body (after about a third of it).
   */
  inlineCta: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    heading: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text: string;
    action: Action;
  };
  service: Link;
}
export interface HeadingNode {
  /**
   * A heading inside the text.
   */
  type: 'heading';
  /**
   * 2 for a main heading, 3 for a sub-heading (the page title is the only level 1).
   */
  level: 2 | 3;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  text: string;
}
export interface ParagraphNode {
  /**
   * A paragraph.
   */
  type: 'paragraph';
  /**
   * The paragraph's text.
   */
  text: string | InlinePart[];
}
/**
 * Words shown in bold, in italic or as code, or a link; the marks combine ({ "text": "PageSpeed Insights", "italic": true, "href": "https://pagespeed.web.dev/" }).
 */
export interface MarkedText {
  /**
   * The words. Spaces around them are shown as typed.
   */
  text: string;
  /**
   * Shown in bold (strong importance): true.
   */
  bold?: true;
  /**
   * Shown in italic (emphasis, a name, a term): true.
   */
  italic?: true;
  /**
   * Shown as code (a command, a file name, a record such as SPF): true.
   */
  code?: true;
  /**
   * Makes the words a link: a page of the site ("/contact", "/news/…", "/faq#pricing"; in Arabic it leads to the Arabic page) or an https:// address, which opens in a new tab as the site's other links to other sites do.
   */
  href?: string;
}
export interface ListNode {
  /**
   * A bulleted or numbered list.
   */
  type: 'list';
  /**
   * When ticked, the items are numbered.
   */
  ordered?: boolean;
  /**
   * The items.
   *
   * @minItems 1
   *
   * Items: The text of a paragraph, a list item, a quote or a note, in English ("en") and Arabic ("ar"). Each language is either plain text, as every other text is, or a list of parts to mark some words: plain text, or { "text": "…" } with "bold", "italic" or "code" set to true, and "href" to make it a link (a page of the site, "/contact", or an https:// address, opened as the site's other links are): { "en": ["Write to us on ", { "text": "the contact page", "href": "/contact" }, "."], "ar": "…" }. Marks combine; the same placeholders as in any text work inside the parts.
   */
  items: (string | InlinePart[])[];
}
export interface QuoteNode {
  /**
   * A quotation.
   */
  type: 'quote';
  /**
   * The text of a paragraph, a list item, a quote or a note, in English ("en") and Arabic ("ar"). Each language is either plain text, as every other text is, or a list of parts to mark some words: plain text, or { "text": "…" } with "bold", "italic" or "code" set to true, and "href" to make it a link (a page of the site, "/contact", or an https:// address, opened as the site's other links are): { "en": ["Write to us on ", { "text": "the contact page", "href": "/contact" }, "."], "ar": "…" }. Marks combine; the same placeholders as in any text work inside the parts.
   */
  text: string | InlinePart[];
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  cite?: string;
}
export interface CalloutNode {
  /**
   * A highlighted note.
   */
  type: 'callout';
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  title?: string;
  /**
   * The text of a paragraph, a list item, a quote or a note, in English ("en") and Arabic ("ar"). Each language is either plain text, as every other text is, or a list of parts to mark some words: plain text, or { "text": "…" } with "bold", "italic" or "code" set to true, and "href" to make it a link (a page of the site, "/contact", or an https:// address, opened as the site's other links are): { "en": ["Write to us on ", { "text": "the contact page", "href": "/contact" }, "."], "ar": "…" }. Marks combine; the same placeholders as in any text work inside the parts.
   */
  text: string | InlinePart[];
}
/**
 * A button that is a link.
 */
export interface Action {
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
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
 * A labelled link.
 */
export interface Link {
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  label: string;
  /**
   * Where it leads.
   */
  href: string;
}
/**
 * An address that permanently leads to another (301).
 */
export interface Redirect {
  /**
   * The old address.
   */
  from: string;
  /**
   * Where it now leads.
   */
  to: string;
}
/**
 * Texts of the interface shared by every page.
 */
export interface InterfaceTexts {
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  skipLink: string;
  /**
   * The page shown for any path that is not a route.
   */
  notFound: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    code: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    heading: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text?: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    homeLabel: string;
  };
  /**
   * The page shown when a page fails to render.
   */
  errorPage: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    heading: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    reloadLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    homeLabel: string;
  };
  /**
   * Labels of the price cards.
   */
  pricing: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    currency: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    popular: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    development: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    firstYearTotal: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    renewal: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    delivery: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    contact: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    whatsapp: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    call: string;
  };
  /**
   * Labels of article pages.
   */
  article: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    backLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    byLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    minRead: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    closingHeading: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    closingText: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    contactLabel: string;
  };
  /**
   * Texts of the forms: every message a visitor may see, so that they can be translated.
   */
  forms: {
    /**
     * One message per rule a field can break.
     */
    errors: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      required: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      tooShort: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      tooLong: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      email: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      phone: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      option: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      control: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      invalid: string;
    };
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    summary: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    sending: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    tooFast: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    resend: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    rateLimited: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    crossSite: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    failed: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    tooLarge: string;
    /**
     * The direct ways to reach the company, shown under the message of a form that could not be sent or was refused for sending too often.
     */
    reachUs: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      whatsappLabel: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      callLabel: string;
    };
    /**
     * The thank-you state after a contact or consultation form.
     */
    sent: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      heading: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      text: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      referenceLabel: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      whatsappText: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      whatsappLabel: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      againLabel: string;
    };
    /**
     * The newsletter box after subscribing.
     */
    subscribed: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      heading: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      text: string;
    };
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    honeypotLabel: string;
  };
  /**
   * The install dialog shown on phones.
   */
  install?: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    appName: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    installLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    laterLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    iosHeading: string;
    /**
     * How to add the site to the home screen in Safari.
     *
     * @minItems 1
     *
     * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    iosSteps: string[];
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    benefitsHeading: string;
    /**
     * Why install.
     *
     * @minItems 1
     *
     * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    benefits: string[];
  };
  /**
   * The page the installed app shows for a page it has not saved while offline.
   */
  offline?: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    heading: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    homeLabel: string;
  };
  /**
   * How each project and article category reads on the page (the category's own name stays in addresses such as ?category=Healthcare).
   */
  categoryNames: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    'Real Estate': string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    Hospitality: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    Healthcare: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    'E-Commerce': string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    Education: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    Automotive: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    'AI Technology': string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    'Web Development': string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    'Cloud Solutions': string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    Cybersecurity: string;
  };
  /**
   * The switch to the same page in the other language, in the header and the mobile menu.
   */
  language: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    switchLabel: string;
  };
  /**
   * The trail shown at the top of every page below the home page (Home › Services › Website Development), the same steps search engines get as its BreadcrumbList; each step after the first is named by its route's title.
   */
  breadcrumb: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    label: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    home: string;
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
   * The page title in the browser tab and search results (the brand is added after it); 2 to 70 characters in each language, best 30 to 60 with the brand.
   */
  title: string;
  /**
   * The summary search engines show under the title; 50 to 160 characters in each language.
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
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  tagline?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  text?: string;
  actions?: Actions;
  /**
   * Short facts shown as chips under the buttons, e.g. "Based in Doha".
   *
   * @maxItems 6
   *
   * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  badges?: string[];
  /**
   * When ticked, the interactive 3D scene shows beside the headline (it loads after the page, only when visible, and never for visitors who ask for reduced motion or to save data).
   */
  scene?: boolean;
}
/**
 * A grid of cards, each with an optional icon, a title, text, a bullet list and a link: services, systems, industries, use cases.
 */
export interface CardGridBlock {
  /**
   * Block type: cardGrid.
   */
  type: 'cardGrid';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Cards per row on large screens: 2, 3 (default) or 4; phones always show one.
   */
  columns?: 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  cards: {
    icon?: Icon;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text?: string;
    /**
     * Bullet points, shown in this order.
     *
     * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    features?: string[];
    link?: Link;
    /**
     * The card's colour: sky (default), violet, emerald, amber or rose.
     */
    accent?: 'sky' | 'violet' | 'emerald' | 'amber' | 'rose';
  }[];
  actions?: Actions;
}
/**
 * Short points with an icon, a title and a sentence each, on tiles: highlights, benefits, an approach, vision pillars.
 */
export interface HighlightsBlock {
  /**
   * Block type: highlights.
   */
  type: 'highlights';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Tiles per row on large screens: 2, 3 (default) or 4.
   */
  columns?: 2 | 3 | 4;
  /**
   * The points, in order.
   *
   * @minItems 1
   */
  items: {
    icon?: Icon;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text: string;
  }[];
  actions?: Actions;
}
/**
 * A list of what is included, each line with a check mark.
 */
export interface ChecklistBlock {
  /**
   * Block type: checklist.
   */
  type: 'checklist';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * The lines, in order.
   *
   * @minItems 1
   *
   * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  items: string[];
  actions?: Actions;
}
/**
 * Numbered steps or a timeline of phases, each with a label ("01", "Week 1"), a title and a sentence.
 */
export interface ProcessStepsBlock {
  /**
   * Block type: processSteps.
   */
  type: 'processSteps';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * steps: numbered cards in a row (default); timeline: phases along a line.
   */
  style?: 'steps' | 'timeline';
  /**
   * The steps, in order.
   *
   * @minItems 2
   */
  steps: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    label: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text: string;
  }[];
  actions?: Actions;
}
/**
 * Price cards for the website plans declared once in "plans", plus optional cards priced on request, each with Contact Us, WhatsApp and Call.
 */
export interface PricingTableBlock {
  /**
   * Block type: pricingTable.
   */
  type: 'pricingTable';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * The ids of the plans to show, in order (see "plans").
   *
   * @minItems 1
   */
  plans: string[];
  /**
   * Cards for services priced on requirements.
   */
  customOffers?: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    name: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    priceLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    description: string;
    /**
     * What it includes.
     *
     * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    features: string[];
  }[];
  /**
   * Payment and delivery terms listed under the cards.
   *
   * Items: Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  terms?: string[];
}
/**
 * What clients say, in three slowly scrolling columns (the second hidden on phones, the third below large screens). Scrolling pauses on hover and focus and stops for visitors who prefer reduced motion.
 */
export interface TestimonialsBlock {
  /**
   * Block type: testimonials.
   */
  type: 'testimonials';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * The testimonials; they are dealt into the three columns in turn.
   *
   * @minItems 3
   */
  items: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    quote: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    name: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    role: string;
  }[];
  /**
   * How many seconds each of the three columns takes to scroll once (the specification's 15, 19 and 17).
   *
   * @minItems 3
   * @maxItems 3
   */
  columnSeconds?: number[];
}
/**
 * A client's story: the challenge, the solution and the results in figures.
 */
export interface SuccessStoryBlock {
  /**
   * Block type: successStory.
   */
  type: 'successStory';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  client: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  challengeHeading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  challenge: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  solutionHeading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  solution: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  resultsHeading: string;
  /**
   * The results as figures, e.g. 50% / more leads.
   *
   * @minItems 1
   * @maxItems 4
   */
  results: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    value: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    label: string;
  }[];
}
/**
 * Every project of "projects" as a card (category, title, description, technologies, the first three features, year, team size, View Details and a link to the live project), with a category filter kept in the address (?category=).
 */
export interface PortfolioGridBlock {
  /**
   * Block type: portfolioGrid.
   */
  type: 'portfolioGrid';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  filterLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  allLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  emptyText: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  viewDetailsLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  visitLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  completedLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  teamLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  technologiesLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  countLabel: string;
}
/**
 * One project's page: back link, title, subtitle, description, technologies, View Live Site, Start Similar Project, screenshot, timeline/team/uptime, then features, results, challenges and solutions.
 */
export interface ProjectDetailBlock {
  /**
   * Block type: projectDetail.
   */
  type: 'projectDetail';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Which project the page shows; its text is edited under Portfolio projects.
   */
  project: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  backLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  liveLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  similarLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  timelineLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  teamLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  uptimeLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  featuresHeading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  resultsHeading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  challengesHeading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  solutionsHeading: string;
}
/**
 * The articles of "articles", newest first: a category filter (default All), the first article featured, the rest in a grid, and the newsletter box.
 */
export interface NewsListBlock {
  /**
   * Block type: newsList.
   */
  type: 'newsList';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  filterLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  allLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  featuredLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  readMoreLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  emptyText: string;
  /**
   * The newsletter box.
   */
  newsletter: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    heading: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    text: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    emailLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    buttonLabel: string;
  };
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  countLabel: string;
}
/**
 * One article of "articles": Back to News, hero image, category, read time, title (h1), author, date, the body with an inline call to action, and a closing card linking to /contact and a service page.
 */
export interface ArticleBlock {
  /**
   * Block type: article.
   */
  type: 'article';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Which article the page shows; its text is edited under News articles.
   */
  article: string;
}
/**
 * Questions and answers in category tabs (arrow keys move between tabs); each tab is an accordion where opening one question closes the other. The tab and the open question are kept in the address, so a question can be linked.
 */
export interface FaqBlock {
  /**
   * Block type: faq.
   */
  type: 'faq';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  tabsLabel: string;
  /**
   * The tabs, in order; the first is shown by default.
   *
   * @minItems 1
   */
  categories: {
    /**
     * The tab's name in the address (?category=...).
     */
    id: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    label: string;
    /**
     * The questions.
     *
     * @minItems 1
     */
    items: {
      /**
       * The question's name in the address (#...), unique on the page.
       */
      id: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      question: string;
      answer: RichText;
    }[];
  }[];
}
/**
 * Four cards with the company's e-mail, phone, address and business hours, from the site facts.
 */
export interface ContactInfoBlock {
  /**
   * Block type: contactInfo.
   */
  type: 'contactInfo';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  emailLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  phoneLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  addressLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  hoursLabel: string;
}
/**
 * Two tabs, Contact Form (default) and Consultation Form, with the fields of the specification.
 */
export interface ContactFormsBlock {
  /**
   * Block type: contactForms.
   */
  type: 'contactForms';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  tabsLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  requiredNote: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  chooseLabel: string;
  /**
   * The contact form.
   */
  contact: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    tabLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title?: string;
    /**
     * First name.
     */
    firstName: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Last name.
     */
    lastName: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * E-mail.
     */
    email: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Phone.
     */
    phone: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Company (optional).
     */
    company: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Subject.
     */
    subject: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * The choices, in order: each value is fixed by the forms' rules, the label is what visitors see.
     *
     * @minItems 5
     * @maxItems 5
     */
    subjectOptions: {
      /**
       * The value sent.
       */
      value: 'website' | 'cloud' | 'ai' | 'general' | 'support';
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
    }[];
    /**
     * Message.
     */
    message: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    submitLabel: string;
  };
  /**
   * The consultation form.
   */
  consultation: {
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    tabLabel: string;
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    title?: string;
    /**
     * Full name.
     */
    consultName: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * E-mail.
     */
    consultEmail: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Phone.
     */
    consultPhone: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Company.
     */
    consultCompany: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Project type.
     */
    projectType: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * The choices, in order: each value is fixed by the forms' rules, the label is what visitors see.
     *
     * @minItems 6
     * @maxItems 6
     */
    projectTypeOptions: {
      /**
       * The value sent.
       */
      value: 'website' | 'ecommerce' | 'crm' | 'erp' | 'ai' | 'custom';
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
    }[];
    /**
     * Budget.
     */
    budget: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * The choices, in order: each value is fixed by the forms' rules, the label is what visitors see.
     *
     * @minItems 6
     * @maxItems 6
     */
    budgetOptions: {
      /**
       * The value sent.
       */
      value: '1500-5000' | '5000-15000' | '15000-50000' | '50000-100000' | '100000+' | 'discuss';
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
    }[];
    /**
     * Timeline.
     */
    timeline: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * The choices, in order: each value is fixed by the forms' rules, the label is what visitors see.
     *
     * @minItems 5
     * @maxItems 5
     */
    timelineOptions: {
      /**
       * The value sent.
       */
      value: 'asap' | 'week' | 'month' | 'quarter' | 'flexible';
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
    }[];
    /**
     * Project details.
     */
    projectDetails: {
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      label: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      placeholder?: string;
      /**
       * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
       */
      help?: string;
    };
    /**
     * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
     */
    submitLabel: string;
  };
}
/**
 * The office on a map, loaded only when the visitor asks (no request to the map service before). Without an API key it shows the key-entry prompt of the specification: Load Map stays disabled while the key is empty or only spaces.
 */
export interface MapEmbedBlock {
  /**
   * Block type: mapEmbed.
   */
  type: 'mapEmbed';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  eyebrow?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  intro?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  text: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  loadLabel: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  mapTitle: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  query?: string;
  /**
   * The owner's Google Maps Embed API key. Leave it out to show the key-entry prompt instead.
   */
  apiKey?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  keyLabel?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  keyHelp?: string;
}
/**
 * A long text (privacy policy, terms): an optional heading and date line, then headings, paragraphs, lists, quotes and callouts.
 */
export interface RichTextBlock {
  /**
   * Block type: richText.
   */
  type: 'richText';
  /**
   * Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.
   */
  id?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading?: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  updated?: string;
  body: RichText;
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
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  heading: string;
  /**
   * Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.
   */
  text?: string;
  actions: Actions;
}
