'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { buttonClass } from '@/components/ui/Button';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowRight } from '@/components/ui/Icon/paths';
import { Spinner } from '@/components/ui/Spinner';
import type { ContactFormText } from '@/content/contact';
import { ENQUIRY_LOAD_WAIT_MS, SEND_TIMEOUT_MS } from '@/lib/constants';
import {
  emptyContactForm,
  isBotSubmission,
  messageMailto,
  type ContactFormInput,
  type ContactMessage,
  type ContactValidationMessages,
} from '@/lib/contact-form';
import type { EnquiryCatalog } from '@/lib/enquiry';
import { useEnquiryCount } from '@/lib/enquiry-count';
import type { Locale } from '@/lib/i18n';
import {
  SendTimeoutError,
  describeSendError,
  sendContactMessage,
  withTimeout,
} from '@/lib/send-contact-message';
import { useHydrated } from '@/lib/use-hydrated';
import { showToast } from '@/components/layout/Toasts/toast';
import {
  AlternativeLinks,
  ArrivedLate,
  SendFailure,
  type ContactAlternatives,
  type Failure,
} from './SendFailure';
import { Field } from './Field';
import { clearDraft, draftOf, sameDraft, useDraft, type Draft } from './useDraft';
import styles from './index.module.css';

export type { ContactAlternatives };

export interface ContactFormProps {
  /** The other ways to reach the company: offered without JavaScript and when a send fails. */
  alternatives: ContactAlternatives;
  /** Every word of the form in the page's language (content/<locale>/contact.ts). */
  text: ContactFormText;
  /** The page's language: the e-mail tells the company which one the visitor wrote from. */
  locale: Locale;
  /** Every item a visitor can ask about, named in the page's language (content/enquiry-catalog.ts). */
  catalog: EnquiryCatalog;
}

type Validator = Resolver<ContactFormInput, unknown, ContactMessage>;
type MakeValidator = (messages: ContactValidationMessages) => Validator;
let validation: Promise<MakeValidator> | undefined;

/**
 * The validation code (zod and its resolver) loads on first use, not with the page. A failed load
 * (connection gone) is not remembered: the next Send tries again.
 */
function loadValidation(): Promise<MakeValidator> {
  validation ??= Promise.all([import('@hookform/resolvers/zod'), import('@/lib/contact-schema')]).then(
    ([{ zodResolver }, { contactSchema }]) =>
      (messages) =>
        zodResolver(contactSchema(messages)),
    (error: unknown) => {
      validation = undefined;
      throw error;
    },
  );
  return validation;
}

/**
 * The form's validator, with the messages of its language: `load` fetches the code (once it has
 * loaded, the schema is built once), `resolver` is what react-hook-form calls. `submit` awaits
 * `load` before react-hook-form validates, so the resolver never waits on the network.
 */
function validatorFor(messages: ContactValidationMessages) {
  let built: Validator | undefined;
  const load = async (): Promise<Validator> => (built ??= (await loadValidation())(messages));
  const resolver: Validator = async (values, context, options) => (await load())(values, context, options);
  return { load, resolver };
}

type EnquiryModule = typeof import('./Enquiry');
let enquiryModule: Promise<EnquiryModule> | undefined;

/** The enquiry's code (./Enquiry.tsx), loaded once the visitor has an enquiry; a failed load is tried again. */
function loadEnquiry(): Promise<EnquiryModule> {
  enquiryModule ??= import('./Enquiry').catch((error: unknown) => {
    enquiryModule = undefined;
    throw error;
  });
  return enquiryModule;
}

/**
 * The enquiry's code once `wanted`: null while it loads, 'unavailable' when it could not be (offline
 * on a page kept before there was an enquiry, or its file gone after a deploy) or has not come within
 * ENQUIRY_LOAD_WAIT_MS (a hanging line: the list still shows if it comes later). `retry` tries again,
 * as the line comes back, the visitor starts on the form, or presses Send. Not React.lazy: a failed
 * load would throw into the page and take the whole form with it.
 */
function useEnquiryModule(wanted: boolean) {
  const [module, setModule] = useState<EnquiryModule | 'unavailable' | null>(null);
  const retry = useCallback(
    () =>
      loadEnquiry().then(
        (loaded) => {
          setModule(loaded);
          return loaded;
        },
        (error: unknown) => {
          setModule((shown) => (shown && shown !== 'unavailable' ? shown : 'unavailable'));
          throw error;
        },
      ),
    [],
  );
  useEffect(() => {
    if (!wanted) return;
    const load = () => void retry().catch(() => {});
    load();
    const slow = setTimeout(() => setModule((shown) => shown ?? 'unavailable'), ENQUIRY_LOAD_WAIT_MS);
    window.addEventListener('online', load);
    return () => {
      clearTimeout(slow);
      window.removeEventListener('online', load);
    };
  }, [wanted, retry]);
  return { module, retry };
}

/** The three fields, in the order a visitor meets them. */
const FIELDS = ['name', 'email', 'message'] as const;

/** The form's toasts share one place: a send's outcome replaces the one before it. */
const TOAST_ID = 'contact-send';

/**
 * 'Send us a message': validated on submit, re-validated on change afterwards (spec section 5).
 * States: idle, submitting (button disabled with a spinner; nothing more is sent), success
 * (toast, form reset) or failure (toast, error logged, every character kept, and a message under
 * the button with other ways to reach the company that stays until the visitor edits or sends).
 * A send abandoned at the timeout that succeeds after all says so under the button instead
 * (README.md: every order of events).
 *
 * Without JavaScript, or when Send is pressed before the script has run, the form posts to the
 * company's address: the browser opens the visitor's e-mail app with the message in it (and native
 * validation asks for the three fields first). The message never goes into a page's URL.
 */
export function ContactForm({ alternatives, text, locale, catalog }: ContactFormProps) {
  // One per form: its language's messages do not change while it is on the page.
  const [{ load: loadValidator, resolver }] = useState(() => validatorFor(text.validation));
  const form = useForm<ContactFormInput, unknown, ContactMessage>({
    resolver,
    // No default values: the fields keep what was typed before the script ran (useDraft).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Send focuses the first field to fix itself: the enquiry's, above the three, come first.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = form;
  useDraft(form);
  const hydrated = useHydrated();
  const attempt = useRef<AbortController | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [arrivedLate, setArrivedLate] = useState(false);
  // The visitor's enquiry (issue 54), above the three fields: checked by Send, sent in the message.
  // Its code loads once there is one, and stays once shown (its note on a dropped item with it).
  const enquiryCount = useEnquiryCount();
  const [enquiryShown, setEnquiryShown] = useState(false);
  if (enquiryCount > 0 && !enquiryShown) setEnquiryShown(true);
  const { module: enquiryModule, retry: loadEnquiryList } = useEnquiryModule(enquiryShown);
  // The enquiry's field to fix when its list was not on the page yet: focused once it is.
  const focusWhenShown = useRef<string | null>(null);
  useEffect(() => {
    const field = focusWhenShown.current && document.getElementById(`enquiry-${focusWhenShown.current}`);
    if (!field) return;
    field.focus();
    focusWhenShown.current = null;
  }, [enquiryModule]);
  const [enquiryChecked, setEnquiryChecked] = useState(false);
  /** What the company receives (the enquiry's lines above what was typed; as typed without one), and the failure's WhatsApp link with the enquiry. */
  const withEnquiry = useRef<{
    message: (typed: string) => string;
    whatsapp?: (typed: string) => string | null;
  }>({ message: (typed) => typed });

  /** A field of the enquiry to fix: its message shows, and it has the focus. */
  function showEnquiryError(field: string) {
    setEnquiryChecked(true);
    const input = document.getElementById(`enquiry-${field}`);
    if (input) input.focus();
    else focusWhenShown.current = field;
  }

  /** Validates, then sends; resolves to false when a field is invalid (its message is shown). */
  async function validateAndSend(signal: AbortSignal): Promise<boolean> {
    await loadValidator();
    const enquiry = enquiryCount > 0 ? (await loadEnquiryList()).enquiryForSend(catalog, locale) : undefined;
    withEnquiry.current = {
      message: enquiry?.withEnquiry ?? ((message) => message),
      whatsapp: enquiry?.whatsapp,
    };
    let valid: ContactMessage | undefined;
    await handleSubmit((message) => {
      valid = message;
    })();
    setEnquiryChecked(true);
    const invalid = enquiry?.invalid;
    if (invalid) showEnquiryError(invalid);
    else if (!valid) {
      const field = FIELDS.find((name) => form.getFieldState(name).invalid);
      if (field) form.setFocus(field);
    }
    if (invalid || !valid) return false;
    // Abandoned while the validation code was still loading: the visitor has been told it failed.
    if (signal.aborted) throw signal.reason;
    if (!isBotSubmission(valid)) {
      await sendContactMessage({ ...valid, message: withEnquiry.current.message(valid.message) }, locale);
    }
    return true;
  }

  /**
   * A send abandoned at the timeout has reached the company after all: the failure message gives
   * way to one that says so (no toast: the visitor may have moved on), and the fields stay. The
   * draft goes if the fields still hold what was sent; if the visitor has typed since, it is theirs.
   */
  function onArrivedLate(sent: Draft) {
    setFailure(null);
    setArrivedLate(true);
    if (sameDraft(draftOf(getValues), sent)) clearDraft();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attempt.current) return;
    const controller = new AbortController();
    attempt.current = controller;
    setSending(true);
    setFailure(null);
    setArrivedLate(false);
    const typed = draftOf(getValues);
    const work = validateAndSend(controller.signal);
    try {
      const sent = await withTimeout(work, SEND_TIMEOUT_MS, () => controller.abort());
      if (sent) {
        showToast({ kind: 'success', message: text.sent, id: TOAST_ID });
        reset(emptyContactForm);
        clearDraft();
        if (enquiryShown) (await loadEnquiry()).clearEnquiry();
        setEnquiryChecked(false);
      }
    } catch (error) {
      console.error(`Failed to send message. ${describeSendError(error)}`, error);
      const typedNow = draftOf(getValues);
      const kept = { ...typedNow, message: withEnquiry.current.message(typedNow.message) };
      setFailure({
        message: kept.message,
        mailto: messageMailto(alternatives.email, kept, text.mailto),
        whatsapp: withEnquiry.current.whatsapp?.(typedNow.message) ?? undefined,
        announced: false,
      });
      showToast({
        kind: 'error',
        message: text.failed,
        description: text.kept,
        id: TOAST_ID,
        // The toast is the announcement; when it cannot be shown, the message under the button is.
        onUnavailable: () => setFailure((shown) => shown && { ...shown, announced: true }),
      });
      // The e-mail service's request cannot be aborted: it may still succeed. A late failure
      // changes nothing.
      if (error instanceof SendTimeoutError) {
        work.then((sent) => sent && onArrivedLate(typed)).catch(() => {});
      }
    } finally {
      attempt.current = null;
      setSending(false);
    }
  }

  /** A field's control: named for its label and, while it has one, its message (Field). */
  const control = (field: (typeof FIELDS)[number]) => ({
    id: `contact-${field}`,
    required: true,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    ...register(field),
  });

  return (
    <form
      className={styles.form}
      // Browser validation only until the script runs; then the form's own messages (its language's) take over.
      noValidate={hydrated}
      // Fetch the validation code as soon as the visitor starts on the form (a failure here is
      // reported by the Send that needs it).
      onFocus={() => {
        void loadValidator().catch(() => {});
        if (enquiryModule === 'unavailable') void loadEnquiryList().catch(() => {});
      }}
      // Any edit puts the failure message away: the next Send is a new attempt.
      onInput={() => setFailure(null)}
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
    >
      {enquiryModule === 'unavailable'
        ? enquiryCount > 0 && <p className={styles.enquiryUnavailable}>{text.enquiryOffline}</p>
        : enquiryModule && (
            <enquiryModule.default
              catalog={catalog}
              locale={locale}
              checked={enquiryChecked}
              onInvalid={showEnquiryError}
            />
          )}
      <div className={styles.row}>
        <Field id="contact-name" label={text.labels.name} error={errors.name?.message}>
          <input type="text" autoComplete="name" {...control('name')} />
        </Field>
        <Field id="contact-email" label={text.labels.email} error={errors.email?.message}>
          <input type="email" inputMode="email" autoComplete="email" {...control('email')} />
        </Field>
      </div>

      <Field id="contact-message" label={text.labels.message} error={errors.message?.message}>
        <textarea rows={6} {...control('message')} />
      </Field>

      {/*
        The bot trap, only once the script runs (without it the form goes to the visitor's own
        e-mail app, where a bot has nothing to gain). People never see or reach it.
      */}
      {hydrated && (
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="contact-leave-blank">{text.labels.trap}</label>
          <input
            id="contact-leave-blank"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('leave_blank')}
          />
        </div>
      )}

      <div className={styles.actions} data-print="skip">
        {/*
          Without the script, Send hands the message to the visitor's e-mail app. The mailto: target
          is the button's, not the form's: a form whose action is not HTTPS makes the whole page
          insecure to Chrome (no padlock, no autofill, a warning as the visitor types), script or no
          script. The subject is in the page's language, UTF-8 percent-encoded.
        */}
        <button
          type="submit"
          formAction={`mailto:${alternatives.email}?subject=${encodeURIComponent(text.mailto.subjectWithoutName)}`}
          formMethod="post"
          formEncType="text/plain"
          className={buttonClass('primary', 'lg', styles.submit)}
          disabled={sending}
        >
          {sending ? (
            <>
              <Spinner />
              {text.submit.sending}
            </>
          ) : (
            <>
              {text.submit.idle}
              <Glyph icon={arrowRight} />
            </>
          )}
        </button>
        <noscript>
          <div className={styles.note}>
            <p>{text.noScript}</p>
            <AlternativeLinks alternatives={alternatives} />
          </div>
        </noscript>
        {failure && <SendFailure failure={failure} alternatives={alternatives} text={text} />}
        {/* There before its words, so that screen readers announce them (no toast does). */}
        <div role="status" className={styles.status}>
          {arrivedLate && <ArrivedLate text={text.arrivedLate} />}
        </div>
      </div>
    </form>
  );
}
