import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
import { company } from '@/content/company';
import { navigation } from '@/content/navigation';
import { mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { Logo } from '../Logo';
import { ProfileViewer } from '../ProfileViewer';
import { SiteMenu } from '../SiteMenu';
import { HeaderFrame } from './HeaderFrame';
import styles from './index.module.css';

/** Top bar, logo, Company Profile viewer (desktop) and the menu. Only the leaves with state are client code. */
export function Header() {
  return (
    <HeaderFrame className={styles.header}>
      <div className={styles.topBar}>
        <div className={clsx('container', styles.topBarInner)}>
          <p className={styles.motto}>{company.motto}</p>
          <ul className={styles.topLinks}>
            <li>
              <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" />
                <span>
                  WhatsApp <span className={styles.hideSmall}>{company.phone.display}</span>
                </span>
              </a>
            </li>
            <li>
              <a href={mailtoHref(company.email)}>
                <Icon name="mail" />
                <span className={styles.hideSmall}>{company.email}</span>
                <span className={styles.showSmall}>Email us</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className={clsx('container', styles.bar)}>
        <Logo tone="inherit" className={styles.logo} />
        <div className={styles.actions}>
          <ProfileViewer />
          <SiteMenu
            items={navigation}
            phone={{ label: company.phone.display, href: telHref(company.phone.e164) }}
            email={{ label: company.email, href: mailtoHref(company.email) }}
          />
        </div>
      </div>
    </HeaderFrame>
  );
}
