'use client';

import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import { IconLinkList } from '@/components/ui/IconLinkList';
import type { NavItem } from '@/content/types';
import { COMPANY_PROFILE } from '@/lib/constants';
import styles from './index.module.css';

interface ContactLink {
  label: string;
  href: string;
}

export interface SiteMenuProps {
  items: readonly NavItem[];
  phone: ContactLink;
  email: ContactLink;
}

/** The menu button and its full-screen navigation overlay. Closes on every route change. */
export function SiteMenu({ items, phone, email }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  // The spec: the menu closes on every route change.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className={styles.toggleLabel}>Menu</span>
        <Icon name="menu" size={22} />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="site-menu-title"
        variant="fullscreen"
        className={styles.overlay}
      >
        <div className={clsx('container', styles.inner)}>
          <div className={styles.top}>
            <h2 id="site-menu-title" className={styles.title}>
              Menu
            </h2>
            <button type="button" className={styles.close} onClick={() => setOpen(false)}>
              <Icon name="close" size={22} />
              <span>Close</span>
            </button>
          </div>
          <nav aria-label="Main">
            <ol className={styles.grid}>
              {items.map((item) => {
                const current =
                  item.path === pathname || (item.path !== '/' && pathname.startsWith(item.path));
                return (
                  <li key={item.path}>
                    <SiteLink
                      href={item.path}
                      className={styles.link}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      <span className={styles.number} aria-hidden="true">
                        {item.number}
                      </span>
                      <span className={styles.name}>{item.name}</span>
                      <Icon name="arrowRight" className={styles.arrow} />
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
              className={buttonClass('accent', 'md', styles.download)}
            >
              <Icon name="download" />
              Download Company Profile
            </a>
            <IconLinkList
              className={styles.contacts}
              links={[
                { icon: 'phone', ...phone },
                { icon: 'mail', ...email },
              ]}
            />
          </div>
        </div>
      </Dialog>
    </>
  );
}
