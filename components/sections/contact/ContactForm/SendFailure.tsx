'use client';

import { useId, useState } from 'react';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { check, close, mail, phone, whatsapp } from '@/components/ui/Icon/paths';
import { IconLinkList, type IconLink } from '@/components/ui/IconLinkList';
import type { ContactFormText } from '@/content/contact';
import type { MessageMailto } from '@/lib/contact-form';
import styles from './index.module.css';

export interface ContactAlternatives {
  /** The company's address: Send's target without JavaScript, and 'E-mail it instead'. */
  email: string;
  phone: { label: string; href: string };
  whatsapp: { label: string; href: string };
}

export interface Failure {
  /** The message as typed, for the copy button when the e-mail link had to cut it. */
  message: string;
  mailto: MessageMailto;
  /** The WhatsApp link that carries the visitor's enquiry, when there is one (and it fits a link). */
  whatsapp?: string;
  /**
   * The toast announces a failure. Only when it could not be shown (its code failed to load) is the
   * title here an alert, so a screen reader hears the words once either way.
   */
  announced: boolean;
}

/** Call and WhatsApp, after 'E-mail it instead' when there is a message to carry. */
export function AlternativeLinks({
  alternatives: { phone: phoneLink, whatsapp: whatsappLink },
  mailto,
}: {
  alternatives: ContactAlternatives;
  /** The e-mail link that carries the message, and its words ('E-mail it instead'). */
  mailto?: { href: string; label: string };
}) {
  const links: IconLink[] = [
    ...(mailto ? [{ icon: mail, ...mailto }] : []),
    { icon: phone, ...phoneLink },
    { icon: whatsapp, ...whatsappLink, newTab: true },
  ];
  return <IconLinkList className={styles.alternatives} links={links} />;
}

/**
 * What a failed send leaves under the button until the visitor edits or sends again: the spec's
 * message, and ways to reach the company at once. 'E-mail it instead' opens the visitor's e-mail app
 * with the message in it; when the message is too long for such a link, it says so and offers to
 * copy the whole message. It is part of the form's own code: it shows even when the toast's or the
 * e-mail service's code could not be loaded. A group named by its title, not a live region: the
 * toast is the announcement (see Failure.announced).
 */
export function SendFailure({
  failure,
  alternatives,
  text,
}: {
  failure: Failure;
  alternatives: ContactAlternatives;
  text: Pick<ContactFormText, 'failed' | 'failure'>;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const titleId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(failure.message);
      setCopied(true);
    } catch {
      // No clipboard (an insecure context or a refusal): select the text for the visitor to copy.
      const field = document.getElementById('contact-message');
      if (field instanceof HTMLTextAreaElement) {
        field.focus();
        field.select();
      }
      setCopied(false);
    }
  }

  return (
    <div className={styles.failure} role="group" aria-labelledby={titleId}>
      {/* A new element when it becomes an alert: an alert is announced as it is added. */}
      <p
        key={failure.announced ? 'alert' : 'quiet'}
        id={titleId}
        className={styles.failureTitle}
        role={failure.announced ? 'alert' : undefined}
      >
        <Glyph icon={close} />
        {text.failed}
      </p>
      <p>{text.failure.reachUs}</p>
      <AlternativeLinks
        alternatives={
          failure.whatsapp
            ? { ...alternatives, whatsapp: { ...alternatives.whatsapp, href: failure.whatsapp } }
            : alternatives
        }
        mailto={{ href: failure.mailto.href, label: text.failure.emailInstead }}
      />
      {failure.mailto.cut && (
        <p className={styles.cut}>
          {text.failure.cut}{' '}
          <button type="button" className={styles.copy} onClick={() => void copy()}>
            {text.failure.copy}
          </button>{' '}
          {text.failure.afterCopy}
          <span role="status">
            {copied === null ? '' : ` ${copied ? text.failure.copied : text.failure.copyRefused}`}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * A send given up on at the timeout that reached the company after all (the e-mail service's
 * request cannot be aborted): said where the failure was, so the visitor does not send it twice.
 */
export function ArrivedLate({ text }: { text: ContactFormText['arrivedLate'] }) {
  return (
    <div className={styles.arrived}>
      <p className={styles.arrivedTitle}>
        <Glyph icon={check} />
        {text.title}
      </p>
      <p>{text.body}</p>
    </div>
  );
}
