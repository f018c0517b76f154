import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { closesDialog, dialogOpenerLinkId, opensDialog } from './commands';

interface DialogControlProps {
  /** The id of the dialog it opens or closes. */
  dialogId: string;
  className?: string;
  /** Its accessible name where its content has none (an icon). */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A button that opens one of the shell's dialogs (the menu, the privacy policy, the profile viewer),
 * in two forms of which a page shows one (app/globals.css, "Dialogs without invoker commands"): the
 * invoker-command button, where the engine has invoker commands; elsewhere a link to the dialog,
 * which the page's script turns into the same modal (runInvokerCommand) and which, without script,
 * shows it as the page's target (ui/Dialog's CSS). The link comes first, so the stylesheet reaches
 * its button with `+`. `fallbackHref` leads somewhere else instead of `#dialogId` (the profile
 * viewer: the PDF itself). A card's details have one form only (ui/DetailsDialog): a link each would
 * cost the lists' pages more than a kilobyte.
 */
export function DialogOpener({
  dialogId,
  fallbackHref,
  ...control
}: DialogControlProps & { fallbackHref?: string }) {
  return (
    <LinkAndButton
      link={{
        href: fallbackHref ?? `#${dialogId}`,
        id: dialogOpenerLinkId(dialogId),
        'data-opens-dialog': dialogId,
      }}
      button={opensDialog(dialogId)}
      {...control}
    />
  );
}

/** A control that closes a dialog, in the same two forms as DialogOpener: the link goes back to the opener. */
export function DialogCloser({ dialogId, ...control }: DialogControlProps) {
  return (
    <LinkAndButton
      link={{ href: `#${dialogOpenerLinkId(dialogId)}`, 'data-closes-dialog': dialogId }}
      button={closesDialog(dialogId)}
      {...control}
    />
  );
}

/** The link and the button of one control, with the same class, accessible name and content. */
function LinkAndButton({
  link,
  button,
  className,
  children,
  ...label
}: Omit<DialogControlProps, 'dialogId'> & {
  link: ComponentPropsWithoutRef<'a'> & Record<`data-${string}`, string>;
  button: ReturnType<typeof opensDialog> | ReturnType<typeof closesDialog>;
}) {
  return (
    <>
      <a {...link} className={className} {...label}>
        {children}
      </a>
      <button {...button} className={className} {...label}>
        {children}
      </button>
    </>
  );
}
