import clsx from 'clsx';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { SiteLink } from '@/components/layout/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { company, companyText } from '@/content/company';
import { privacyPolicy } from '@/content/legal';
import { quickLinkRoutes, routePath } from '@/content/navigation';
import { services } from '@/content/services';
import { shellText } from '@/content/shell';
import type { CompanyText } from '@/content/types';
import { formatFigure, formatYear, type Locale } from '@/lib/i18n';
import { mailtoHref, telHref } from '@/lib/links';
import { CurrentYear } from '../CurrentYear';
import { Logo } from '../Logo';
import { PrivacyPolicy } from '../PrivacyPolicy';
import styles from './index.module.css';

/** The footer lists the first seven services, as plain text (spec). */
const FOOTER_SERVICES_COUNT = 7;

/**
 * A text with `{name}` slots, each filled with its value (text or an element), as React children:
 * the words stay plain strings, and only an element gets a key (every page's payload carries this).
 */
function fill(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part; // Odd parts are the slots' names.
      const value = values[part];
      return isValidElement(value) ? cloneElement(value, { key: part }) : value;
    })
    .filter((part) => part !== '');
}

export function Footer({ locale }: { locale: Locale }) {
  const text = shellText[locale].footer;
  const buildYear = new Date().getFullYear();
  const words: CompanyText = companyText[locale];
  return (
    <footer className={styles.footer}>
      <div className={clsx('container', styles.columns)}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className="srOnly">
            {text.about(words.name)}
          </h2>
          <Logo locale={locale} tone="light" />
          <p className={styles.aboutText}>{words.about}</p>
          <ul className={styles.social} aria-label={text.social} data-print="skip">
            {company.social.map((social) => (
              <li key={social.name}>
                {social.href ? (
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialIcon}
                  >
                    <Icon name={social.icon} label={social.name} />
                  </a>
                ) : (
                  // The spec shows the icons without real targets: no link until the company has one.
                  <span className={styles.socialIcon}>
                    <Icon name={social.icon} label={social.name} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>

        <FooterColumn as="nav" id="footer-links" title={text.quickLinks}>
          <ul className={styles.list}>
            {quickLinkRoutes.map((id) => (
              <li key={id}>
                <SiteLink href={routePath(locale, id)} className={styles.link}>
                  {text.quickLinkNames[id]}
                </SiteLink>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-services" title={text.services}>
          <ul className={styles.list}>
            {services[locale].slice(0, FOOTER_SERVICES_COUNT).map((service) => (
              <li key={service.id} className={styles.plain}>
                {service.title}
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-contact" title={text.contact}>
          <address className={styles.contact}>
            <p>
              <Icon name="mapPin" className={styles.contactIcon} />
              <span>
                {text.address({
                  ...words.address,
                  postalCode: formatFigure(locale, company.address.postalCode),
                })}
              </span>
            </p>
            <p>
              <Icon name="phone" className={styles.contactIcon} />
              <a href={telHref(company.phone.e164)} className={styles.link}>
                {company.phone.display}
              </a>
            </p>
            <p>
              <Icon name="mail" className={styles.contactIcon} />
              <a href={mailtoHref(company.email)} className={styles.link}>
                {company.email}
              </a>
            </p>
          </address>
        </FooterColumn>
      </div>

      <div className={styles.bottom}>
        <div className={clsx('container', styles.bottomInner)}>
          <p>
            {fill(text.copyright, {
              year: (
                <CurrentYear
                  locale={locale}
                  buildYear={buildYear}
                  buildYearText={formatYear(locale, buildYear)}
                />
              ),
              name: words.legalName ?? company.legalName,
            })}
          </p>
          <div className={styles.bottomLinks} data-print="skip">
            <PrivacyPolicy
              text={shellText[locale].privacyPolicy}
              sections={privacyPolicy[locale].sections}
              contactLine={privacyPolicy[locale].contactLine}
            />
            <p>
              {fill(text.designedBy, {
                designer: (
                  <a
                    href={company.designer.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.credit}
                  >
                    {company.designer.name}
                  </a>
                ),
              })}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}

interface FooterColumnProps {
  /** 'nav' for the site's links, else a section. */
  as?: 'nav' | 'section';
  /** The heading's id, which names the landmark. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A column of the footer: a landmark named by its heading. */
function FooterColumn({ as: Element = 'section', id, title, children }: FooterColumnProps) {
  return (
    <Element aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Element>
  );
}
