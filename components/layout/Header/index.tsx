import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
import { company, companyText } from '@/content/company';
import { navigation, routePath } from '@/content/navigation';
import { enquiryText } from '@/content/enquiry';
import { shellText } from '@/content/shell';
import { localeInfo, type Locale } from '@/lib/i18n';
import { mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { LanguageSwitch } from '../LanguageSwitch';
import { Logo } from '../Logo';
import { ProfileViewer } from '../ProfileViewer';
import { SiteMenu } from '../SiteMenu';
import { EnquiryLink } from './EnquiryLink';
import { HeaderFrame } from './HeaderFrame';
import styles from './index.module.css';

export interface HeaderProps {
  locale: Locale;
}

/**
 * Top bar (motto, WhatsApp, e-mail and the language switch), logo, Company Profile viewer (desktop)
 * and the menu. Only the leaves with state are client code.
 */
export function Header({ locale }: HeaderProps) {
  const text = shellText[locale];
  return (
    <HeaderFrame className={styles.header}>
      <div className={styles.topBar} data-print="skip">
        <div className={clsx('container', styles.topBarInner)}>
          <p className={styles.motto}>{companyText[locale].motto}</p>
          <div className={styles.topEnd}>
            <ul className={styles.topLinks}>
              <li>
                <a
                  href={whatsappHref(companyText[locale].whatsappMessage)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="whatsapp" />
                  <span>
                    {text.header.whatsapp} <span className={styles.hideSmall}>{company.phone.display}</span>
                  </span>
                </a>
              </li>
              <li>
                <a href={mailtoHref(company.email)}>
                  <Icon name="mail" />
                  <span className={styles.hideSmall}>{company.email}</span>
                  <span className={styles.showSmall}>{text.header.emailShort}</span>
                </a>
              </li>
            </ul>
            <LanguageSwitch locale={locale} className={styles.languageSwitch} />
          </div>
        </div>
      </div>
      <div className={clsx('container', styles.bar)}>
        <Logo locale={locale} tone="inherit" className={styles.logo} />
        <div className={styles.actions} data-print="skip">
          <EnquiryLink
            href={`${routePath(locale, 'contact')}#enquiry`}
            text={enquiryText[locale].count}
            numberLocale={localeInfo[locale].numberLocale}
          />
          <ProfileViewer text={text.profile} />
          <SiteMenu
            items={navigation[locale].map(({ name, path, number }) => ({ name, path, number }))}
            homePath={routePath(locale, 'home')}
            text={text.menu}
            profileLanguage={text.profile.language}
            phone={{ label: company.phone.display, href: telHref(company.phone.e164) }}
            email={{ label: company.email, href: mailtoHref(company.email) }}
          />
        </div>
      </div>
    </HeaderFrame>
  );
}
