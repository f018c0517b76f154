import clsx from 'clsx';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/layout/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { company } from '@/content/company';
import { privacyPolicy } from '@/content/legal';
import { quickLinks } from '@/content/navigation';
import { footerServices } from '@/content/shell';
import { mailtoHref, telHref } from '@/lib/links';
import { CurrentYear } from '../CurrentYear';
import { Logo } from '../Logo';
import { PrivacyPolicy } from '../PrivacyPolicy';
import styles from './index.module.css';

export function Footer() {
  const { address } = company;
  return (
    <footer className={styles.footer}>
      <div className={clsx('container', styles.columns)}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className="srOnly">
            About {company.name}
          </h2>
          <Logo tone="light" />
          <p className={styles.aboutText}>{company.about}</p>
          <ul className={styles.social} aria-label="Social media">
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

        <FooterColumn as="nav" id="footer-links" title="Quick Links">
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.path}>
                <SiteLink href={link.path} className={styles.link}>
                  {link.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-services" title="Our Services">
          <ul className={styles.list}>
            {footerServices.map((service) => (
              <li key={service} className={styles.plain}>
                {service}
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-contact" title="Contact Info">
          <address className={styles.contact}>
            <p>
              <Icon name="mapPin" className={styles.contactIcon} />
              <span>
                {address.street}, {address.area}, {address.city} {address.postalCode}, {address.country}
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
            © <CurrentYear buildYear={new Date().getFullYear()} /> {company.legalName} All rights reserved.
          </p>
          <div className={styles.bottomLinks}>
            <PrivacyPolicy sections={privacyPolicy.sections} contactLine={privacyPolicy.contactLine} />
            <p>
              Designed by{' '}
              <a
                href={company.designer.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.credit}
              >
                {company.designer.name}
              </a>
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
    <Element className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Element>
  );
}
