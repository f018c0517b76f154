import type { Locale } from '@/lib/i18n';
import { shell as bn } from './bn/shell';
import { shell as en } from './en/shell';
import type { quickLinkRoutes } from './navigation';
import type { ActionWords, ListText, PostalAddress } from './types';

/** The 404 screen of one kind: its title, its line, and the way back. */
export interface NotFoundText {
  title: string;
  lead: string;
  back: string;
}

/** The top bar's words (the phone number and e-mail are printed as they are). */
export interface HeaderText {
  /** The WhatsApp link's name, before the number. */
  whatsapp: string;
  /** The e-mail link on phones, where the address is too long to show. */
  emailShort: string;
}

/** The menu button and its overlay (components/layout/SiteMenu, a client component: plain strings). */
export interface SiteMenuText {
  /** The button that opens it. */
  open: string;
  /** The overlay's heading, which names the dialog. */
  title: string;
  close: string;
  /** The name of the main navigation landmark. */
  nav: string;
  /** The company profile's download link. */
  download: string;
}

/** The Company Profile button and its PDF viewer (components/layout/ProfileViewer, a client component). */
export interface ProfileViewerText {
  open: string;
  title: string;
  download: string;
  close: string;
  /** The embedded PDF's accessible name. */
  document: string;
  /** Inside the viewer, when the browser cannot embed the PDF. */
  noViewer: string;
  /** Inside the viewer before its script has run: read it or download it. */
  intro: string;
  read: string;
  /** The download link under `noViewer` and `intro`. */
  downloadFull: string;
  /** Beside the PDF's button and links where the page is not in the PDF's language (English): '(ইংরেজিতে)'. */
  language: string | null;
}

/** The footer's words; `{…}` marks where a value goes (the footer is a server component). */
export interface FooterText {
  /** The hidden heading of the about column, naming the company. */
  about: (company: string) => string;
  /** The name of the social icons' list. */
  social: string;
  quickLinks: string;
  /** Each quick link's name (content/navigation.ts: quickLinkRoutes). */
  quickLinkNames: Record<(typeof quickLinkRoutes)[number], string>;
  services: string;
  contact: string;
  /** The head office on one line, the postal code in the language's digits. */
  address: (address: PostalAddress & { country: string }) => string;
  /** '© {year} {name} All rights reserved.': {year} the current year, {name} the registered name. */
  copyright: string;
  /** 'Designed by {designer}': {designer} the designer's link. */
  designedBy: string;
}

/** The footer's Privacy Policy button and modal; the policy itself is content/legal.ts. */
export interface PrivacyPolicyText {
  /** The button's label and the modal's heading. */
  title: string;
  /** The close icon's accessible name. */
  closeLabel: string;
  /** The button at the foot of the modal. */
  close: string;
}

/** The toast region's own words (sonner's region name and close buttons); the messages are their senders'. */
export interface ToastsText {
  /** The region's name; sonner adds the shortcut to it: 'Notifications alt+T'. */
  region: string;
  close: string;
}

/** A carousel slide's words (components/ui/Slides). */
export interface SlideText {
  /** What assistive technology calls a carousel of slides (aria-roledescription). */
  carousel: string;
  /** What assistive technology calls a slide (aria-roledescription). */
  role: string;
  /** Its place among the slides: '{position} of {count}'. */
  label: string;
}

/**
 * The offline page of a language (/offline/, /bn/offline/, written by scripts/service-worker.ts):
 * what the service worker answers, with no connection, for a page the visitor has not seen.
 */
export interface OfflineText {
  /** Its <title>. */
  title: string;
  /** The line under the company's name: the page needs a connection. */
  lead: string;
  /** The phone link, with the number as printed. */
  call: (phone: string) => string;
  whatsapp: string;
  email: string;
  /** The heading of the list of pages kept on the device (filled by the worker). */
  kept: string;
  /** In place of the list when no page is kept yet. */
  none: string;
}

/**
 * The words of what every page shares (skip link, header, menu, footer, loading screen, lists,
 * dialogs, 404), in one language: content/en/shell.ts and content/bn/shell.ts.
 */
export interface ShellText {
  skipLink: string;
  backToTop: string;
  list: ListText;
  notFound: { page: NotFoundText; project: NotFoundText; contact: string };
  /** The loading screen's line. */
  loading: string;
  /** The logo's line under the company's short name, and what its link adds for screen readers. */
  logo: { tagline: string; home: string };
  header: HeaderText;
  menu: SiteMenuText;
  profile: ProfileViewerText;
  footer: FooterText;
  privacyPolicy: PrivacyPolicyText;
  toasts: ToastsText;
  /** A modal's close button (components/ui/Dialog/CloseButton). */
  close: string;
  /** 'View Details', with the item named for screen readers where the language puts it (ActionLabel). */
  viewDetails: ActionWords;
  slide: SlideText;
  offline: OfflineText;
}

export const shellText = { en, bn } satisfies Record<Locale, ShellText>;
