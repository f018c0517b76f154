'use client';

import { useRef, useState, type ReactNode } from 'react';
import { buttonClass, type ButtonSize } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { closesDialog, dialogTitleId } from '@/components/ui/Dialog/commands';
import { DialogOpener } from '@/components/ui/Dialog/DialogControls';
import { Glyph } from '@/components/ui/Icon/Glyph';
import {
  close as closeIcon,
  document as documentIcon,
  download as downloadIcon,
} from '@/components/ui/Icon/paths';
import type { ProfileViewerText } from '@/content/shell';
import { COMPANY_PROFILE } from '@/lib/constants';
import styles from './index.module.css';

const DIALOG_ID = 'company-profile';

/** The PDF's download, as an amber button: in the viewer's toolbar, and where the PDF cannot be shown. */
function DownloadLink({ size, children }: { size: ButtonSize; children: ReactNode }) {
  return (
    <a
      href={COMPANY_PROFILE.href}
      download={COMPANY_PROFILE.fileName}
      hrefLang="en"
      className={buttonClass('accent', size)}
    >
      <Glyph icon={downloadIcon} />
      {children}
    </a>
  );
}

/**
 * The header's Company Profile button (desktop only) and the full-screen PDF viewer it opens, with
 * Download and Close. Button and viewer work from their markup (see ui/Dialog); the script puts the
 * PDF in the viewer once it is open, so the PDF is only requested then. Before the script runs, or
 * without it, the viewer offers the PDF as a link in the browser's own reader, and its download.
 * The profile is in English: on a page in another language, its button and title say so
 * (`text.language`), and its links carry hreflang="en".
 */
export function ProfileViewer({ text }: { text: ProfileViewerText }) {
  const [open, setOpen] = useState(false);
  const viewer = useRef<HTMLDialogElement>(null);
  /**
   * The PDF goes in after the viewer's first frame: embedding it (a render, a plugin's frame) in
   * the task of the tap doubled the time from the tap to the viewer on screen (npm run bench).
   */
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(false);
    else requestAnimationFrame(() => setTimeout(() => setOpen(Boolean(viewer.current?.open))));
  };
  // After a space: the words stay apart in the accessible name, whatever the layout.
  const language = text.language && (
    <>
      {' '}
      <span className={styles.language}>{text.language}</span>
    </>
  );
  const download = <DownloadLink size="md">{text.downloadFull}</DownloadLink>;
  return (
    <>
      {/* Without invoker commands and script, the link opens the PDF itself. */}
      <DialogOpener
        dialogId={DIALOG_ID}
        fallbackHref={COMPANY_PROFILE.href}
        className={buttonClass('accent', 'md', styles.trigger)}
      >
        <Glyph icon={documentIcon} />
        {text.open}
        {language}
      </DialogOpener>
      <Dialog
        id={DIALOG_ID}
        ref={viewer}
        variant="fullscreen"
        className={styles.viewer}
        onOpenChange={onOpenChange}
      >
        <div className={styles.toolbar}>
          <h2 id={dialogTitleId(DIALOG_ID)} className={styles.title}>
            {text.title}
            {language}
          </h2>
          <div className={styles.tools}>
            <DownloadLink size="sm">{text.download}</DownloadLink>
            {/* No link form: without invoker commands and script, its opener leads to the PDF instead. */}
            <button {...closesDialog(DIALOG_ID)} className={buttonClass('outlineLight', 'sm')}>
              <Glyph icon={closeIcon} />
              {text.close}
            </button>
          </div>
        </div>
        {open ? (
          <object
            data={COMPANY_PROFILE.href}
            type="application/pdf"
            className={styles.document}
            aria-label={text.document}
          >
            <div className={styles.fallback}>
              <p>{text.noViewer}</p>
              {download}
            </div>
          </object>
        ) : (
          <div className={styles.fallback}>
            <p>{text.intro}</p>
            <div className={styles.tools}>
              <a href={COMPANY_PROFILE.href} hrefLang="en" className={buttonClass('outlineLight', 'md')}>
                <Glyph icon={documentIcon} />
                {text.read}
              </a>
              {download}
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
