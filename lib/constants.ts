/** Business constants of the spec (section 9) that the shell's behaviour depends on. */
export const HEADER_SCROLLED_THRESHOLD_PX = 20;
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/** Toast settings of the spec; they are also sonner's defaults. */
export const TOAST_SETTINGS = {
  position: 'top-center',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
} as const;

/**
 * The contact form gives up on a send that has not answered after this long and offers the other
 * ways to reach the company. The end-to-end build shortens it (scripts/build.ts --e2e) so a test of a
 * stalled send does not wait 30 s.
 */
export const SEND_TIMEOUT_MS = Number(process.env.NEXT_PUBLIC_SEND_TIMEOUT_MS) || 30_000;

/**
 * How long the contact page waits for its enquiry list's code before it says the enquiry is kept and
 * will show (a line that connects and then says nothing); the list replaces the note when the code comes.
 */
export const ENQUIRY_LOAD_WAIT_MS = 8_000;

/** A draft of the contact form is forgotten after this long (a shared computer's next visitor). */
export const CONTACT_DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The public path and download name of the company profile PDF (built by scripts/company-profile.ts). */
export const COMPANY_PROFILE = { href: '/company-profile.pdf', fileName: 'company-profile.pdf' } as const;

/** How many services and projects the home page shows (spec section 9). */
export const HOME_CORE_SERVICES_COUNT = 6;
export const HOME_FEATURED_PROJECTS_COUNT = 3;

/** Team members per page on the Team screen (spec section 9). */
export const TEAM_PAGE_SIZE = 9;
