'use client';

import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { closesDialog, dialogTitleId, opensDialog } from '@/components/ui/Dialog/commands';
import { Glyph } from '@/components/ui/Icon/Glyph';
import {
  close as closeIcon,
  document as documentIcon,
  download as downloadIcon,
} from '@/components/ui/Icon/paths';
import { COMPANY_PROFILE } from '@/lib/constants';
import styles from './index.module.css';

const DIALOG_ID = 'company-profile';

/**
 * The header's Company Profile button (desktop only) and the full-screen PDF viewer it opens, with
 * Download and Close. Button and viewer work from their markup (see ui/Dialog); the script puts the
 * PDF in the viewer once it is open, so the PDF is only requested then. Before the script runs, or
 * without it, the viewer offers the PDF as a link in the browser's own reader, and its download.
 */
export function ProfileViewer() {
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
  const download = (
    <a
      href={COMPANY_PROFILE.href}
      download={COMPANY_PROFILE.fileName}
      className={buttonClass('accent', 'md')}
    >
      <Glyph icon={downloadIcon} />
      Download the company profile
    </a>
  );
  return (
    <>
      <button {...opensDialog(DIALOG_ID)} className={buttonClass('accent', 'md', styles.trigger)}>
        <Glyph icon={documentIcon} />
        Company Profile
      </button>
      <Dialog
        id={DIALOG_ID}
        ref={viewer}
        variant="fullscreen"
        className={styles.viewer}
        onOpenChange={onOpenChange}
      >
        <div className={styles.toolbar}>
          <h2 id={dialogTitleId(DIALOG_ID)} className={styles.title}>
            Company Profile
          </h2>
          <div className={styles.tools}>
            <a
              href={COMPANY_PROFILE.href}
              download={COMPANY_PROFILE.fileName}
              className={buttonClass('accent', 'sm')}
            >
              <Glyph icon={downloadIcon} />
              Download
            </a>
            <button {...closesDialog(DIALOG_ID)} className={buttonClass('outlineLight', 'sm')}>
              <Glyph icon={closeIcon} />
              Close
            </button>
          </div>
        </div>
        {open ? (
          <object
            data={COMPANY_PROFILE.href}
            type="application/pdf"
            className={styles.document}
            aria-label="Company profile (PDF)"
          >
            <div className={styles.fallback}>
              <p>This browser cannot show the PDF here.</p>
              {download}
            </div>
          </object>
        ) : (
          <div className={styles.fallback}>
            <p>The company profile is a PDF: read it in your browser, or download it.</p>
            <div className={styles.tools}>
              <a href={COMPANY_PROFILE.href} className={buttonClass('outlineLight', 'md')}>
                <Glyph icon={documentIcon} />
                Read the company profile
              </a>
              {download}
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
