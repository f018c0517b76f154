import clsx from 'clsx';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import type { BankAccount, BankAccountsText } from '@/content/licenses';
import type { PageIntro } from '@/content/types';
import { maskAccountNumber } from '@/lib/mask';
import styles from './index.module.css';

export interface BankAccountsProps {
  intro: PageIntro;
  /** The accounts in the page's language. */
  accounts: readonly BankAccount[];
  /** The account holder printed on every card: the company's registered name, in every language. */
  holder: string;
  /** The cards' words in the page's language (content/licenses.ts's licensesPage[locale].bankCard). */
  text: BankAccountsText;
}

/**
 * The Banking Information section: one card per account over the bank's card art, with the bank,
 * the branch, the number masked card-style, the holder and 'Valid Thru' as an infinity sign.
 * A server component: the number is masked here, so the full number never reaches the HTML.
 */
export function BankAccounts({ intro, accounts, holder, text }: BankAccountsProps) {
  return (
    <Section headingId="bank-accounts-title" {...intro}>
      <ul className={styles.grid}>
        {accounts.map((account) => {
          const masked = maskAccountNumber(account.accountNumber);
          return (
            <li key={account.id}>
              <article className={clsx(styles.card, styles[account.style])}>
                <Picture
                  image={account.image}
                  alt=""
                  sizes="(min-width: 1280px) 580px, (min-width: 768px) 50vw, 100vw"
                  className={styles.art}
                />
                <div className={styles.face}>
                  <div className={styles.bank}>
                    <h3 className={styles.bankName}>{account.bankName}</h3>
                    <p className={styles.branch}>{account.branchName}</p>
                  </div>
                  <p className={styles.number}>
                    <span aria-hidden="true">{masked}</span>
                    <span className="srOnly">{text.endingIn(masked.slice(-4))}</span>
                  </p>
                  <dl className={styles.details}>
                    <div className={styles.validThru}>
                      <dt>{text.validThru}</dt>
                      <dd>∞</dd>
                    </div>
                    <div className={styles.holder}>
                      <dt>{text.holder}</dt>
                      <dd>{holder}</dd>
                    </div>
                  </dl>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
