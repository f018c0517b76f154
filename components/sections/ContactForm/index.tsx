'use client';

import clsx from 'clsx';
import { useRef } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Spinner } from '@/components/ui/Spinner';
import {
  CONTACT_LIMITS,
  emptyContactForm,
  isBotSubmission,
  type ContactFormInput,
  type ContactMessage,
} from '@/lib/contact-form';
import { formatCount } from '@/lib/format-count';
import { describeSendError, sendContactMessage } from '@/lib/send-contact-message';
import { showToast } from '@/lib/toast';
import { clearDraft, useDraft } from './useDraft';
import styles from './index.module.css';

export interface ContactFormProps {
  /** Another way to reach the company, offered when a send fails. */
  fallback: { label: string; href: string };
}

/** The validation code (zod and its resolver) loads on first use, not with the page. */
const loadResolver = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/contact-schema')]).then(
    ([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema),
  );

const resolver: Resolver<ContactFormInput, unknown, ContactMessage> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? (
    <p id={id} className={styles.error} role="alert">
      <Icon name="close" />
      {error.message}
    </p>
  ) : null;
}

/**
 * 'Send us a message': validated on submit, re-validated on change afterwards (spec section 5).
 * States: idle, submitting (button disabled with a spinner; nothing more is sent), success
 * (toast, form reset) or failure (toast, error logged, every character kept).
 */
export function ContactForm({ fallback }: ContactFormProps) {
  const form = useForm<ContactFormInput, unknown, ContactMessage>({
    resolver,
    defaultValues: emptyContactForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  useDraft(form);
  const sending = useRef(false);
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;

  const onSubmit = async (message: ContactMessage) => {
    if (sending.current) return;
    sending.current = true;
    try {
      if (!isBotSubmission(message)) await sendContactMessage(message);
      showToast({ kind: 'success', message: 'Message sent successfully!' });
      reset(emptyContactForm);
      clearDraft();
    } catch (error) {
      console.error(`Failed to send message. ${describeSendError(error)}`, error);
      showToast({
        kind: 'error',
        message: 'Failed to send message. Please try again.',
        description: 'Your message is kept in the form. You can also reach us directly:',
        action: fallback,
      });
    } finally {
      sending.current = false;
    }
  };

  const described = (field: keyof ContactFormInput, extra?: string) =>
    clsx(errors[field] && `contact-${field}-error`, extra) || undefined;

  return (
    <form
      className={styles.form}
      // Fetch the validation code as soon as the visitor starts on the form.
      onFocus={() => void loadResolver()}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-busy={isSubmitting}
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="contact-name">Full Name</label>
          <input
            id="contact-name"
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={described('name')}
            {...register('name')}
          />
          <FieldMessage id="contact-name-error" error={errors.name} />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-email">Email</label>
          <input
            id="contact-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={described('email')}
            {...register('email')}
          />
          <FieldMessage id="contact-email-error" error={errors.email} />
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={described('message', 'contact-message-count')}
          {...register('message')}
        />
        <div className={styles.below}>
          <FieldMessage id="contact-message-error" error={errors.message} />
          <p id="contact-message-count" className={styles.count}>
            {formatCount(messageLength)} / {formatCount(CONTACT_LIMITS.message)}
            <span className="srOnly"> characters</span>
          </p>
        </div>
      </div>

      {/* Honeypot: people never see or reach it; bots fill it in and are dropped without a word. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <button type="submit" className={buttonClass('primary', 'lg', styles.submit)} disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner />
            Sending…
          </>
        ) : (
          <>
            Send Message
            <Icon name="arrowRight" />
          </>
        )}
      </button>
    </form>
  );
}
