'use client';

import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { dialogTitleId } from '@/components/ui/Dialog/commands';
import { DialogCloser, DialogOpener } from '@/components/ui/Dialog/DialogControls';
import { Glyph } from '@/components/ui/Icon/Glyph';
import {
  arrowRight,
  close as closeIcon,
  download as downloadIcon,
  mail,
  menu,
  phone as phoneIcon,
} from '@/components/ui/Icon/paths';
import { IconLinkList } from '@/components/ui/IconLinkList';
import type { SiteMenuText } from '@/content/shell';
import type { NavItem } from '@/content/types';
import { COMPANY_PROFILE } from '@/lib/constants';
import styles from './index.module.css';

interface ContactLink {
  label: string;
  href: string;
}

export interface SiteMenuProps {
  /** The menu of the page's language (content/navigation.ts): names, addresses, numbers (no ids: every page sends these). */
  items: readonly Omit<NavItem, 'id'>[];
  /** The home page's address, '/' or '/bn/': the one item marked current only on itself. */
  homePath: string;
  text: SiteMenuText;
  /** Beside the profile's download where the page is not in its language (English): '(ইংরেজিতে)'. */
  profileLanguage: string | null;
  phone: ContactLink;
  email: ContactLink;
}

const DIALOG_ID = 'site-menu';

/**
 * The menu button and its full-screen navigation overlay. Both open and close from their markup
 * (see ui/Dialog), before and without any script; without it the links are plain page loads. The
 * script marks the current page and closes the menu on every route change (spec section 4).
 */
export function SiteMenu({ items, homePath, text, profileLanguage, phone, email }: SiteMenuProps) {
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  // Only on a change of route: a menu opened before this script ran stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    dialog.current?.close();
  }, [pathname]);

  return (
    <>
      <DialogOpener dialogId={DIALOG_ID} className={styles.toggle}>
        <span className={styles.toggleLabel}>{text.open}</span>
        <Glyph icon={menu} size={22} />
      </DialogOpener>
      <Dialog ref={dialog} id={DIALOG_ID} variant="fullscreen" className={styles.overlay}>
        <div className={clsx('container', styles.inner)}>
          <div className={styles.top}>
            <h2 id={dialogTitleId(DIALOG_ID)} className={styles.title}>
              {text.title}
            </h2>
            <DialogCloser dialogId={DIALOG_ID} className={styles.close}>
              <Glyph icon={closeIcon} size={22} />
              <span>{text.close}</span>
            </DialogCloser>
          </div>
          <nav aria-label={text.nav}>
            <ol className={styles.grid}>
              {items.map((item) => {
                // Home only on itself; a section on its pages too (a project under Projects).
                const current =
                  item.path === homePath ? pathname === homePath : pathname.startsWith(item.path);
                return (
                  <li key={item.path}>
                    <SiteLink
                      href={item.path}
                      className={styles.link}
                      aria-current={current ? 'page' : undefined}
                      onClick={close}
                    >
                      <span className={styles.number} aria-hidden="true">
                        {item.number}
                      </span>
                      <span className={styles.name}>{item.name}</span>
                      <Glyph icon={arrowRight} className={styles.arrow} />
                    </SiteLink>
                  </li>
                );
              })}
            </ol>
          </nav>
          <div className={styles.footer}>
            <a
              href={COMPANY_PROFILE.href}
              download={COMPANY_PROFILE.fileName}
              // The profile is in English, whatever the page's language.
              hrefLang="en"
              className={buttonClass('accent', 'md', styles.download)}
            >
              <Glyph icon={downloadIcon} />
              {text.download}
              {profileLanguage && (
                <>
                  {' '}
                  <span className={styles.language}>{profileLanguage}</span>
                </>
              )}
            </a>
            <IconLinkList
              className={styles.contacts}
              links={[
                { icon: phoneIcon, ...phone },
                { icon: mail, ...email },
              ]}
            />
          </div>
        </div>
      </Dialog>
    </>
  );
}
