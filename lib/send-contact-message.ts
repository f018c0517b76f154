import type { ContactMessage } from './contact-form';
import { localeInfo, type Locale } from './i18n';

/** The e-mail service's keys, read at build time (NEXT_PUBLIC_* are inlined by Next). */
export const emailConfig = {
  publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
  serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
  templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
};

export type EmailConfig = typeof emailConfig;

/**
 * The template parameters the e-mail template reads: reply_to lets the company answer directly, and
 * `language` says which language the visitor wrote from, in that language's own name ('English' or
 * 'বাংলা'), so the reply can be in it. Every value is sent as typed (JSON, UTF-8).
 */
export function templateParams({ name, email, message }: ContactMessage, locale: Locale) {
  return { name, email, message, reply_to: email, language: localeInfo[locale].name };
}

/**
 * Sends the message with @emailjs/browser (its own POST to /api/v1.0/email/send). The SDK is
 * imported here, on the first send, so the Contact page does not download it up front.
 */
export async function sendContactMessage(
  message: ContactMessage,
  locale: Locale,
  config: EmailConfig = emailConfig,
): Promise<void> {
  const { default: emailjs } = await import('@emailjs/browser');
  await emailjs.send(config.serviceId, config.templateId, templateParams(message, locale), {
    publicKey: config.publicKey,
  });
}

/** Rejects with this when the send is abandoned because no answer came in time. */
export class SendTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`No answer after ${ms / 1000} s`);
    this.name = 'SendTimeoutError';
  }
}

/**
 * Settles like `work`, or rejects with a SendTimeoutError after `ms` and calls `onTimeout`. The SDK's
 * request cannot be aborted, so its late answer is only ignored: whoever awaits this has moved on.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new SendTimeoutError(ms));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const configVariables = [
  ['public key', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
  ['service ID', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID'],
  ['template ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'],
] as const;

const knownStatus: Record<number, string> = {
  451: 'Unavailable For Headless Browser',
  403: 'Forbidden (block list)',
  429: 'Too Many Requests (rate limit)',
};

/**
 * What went wrong, for the console (spec section 8). The SDK rejects with an {status, text}
 * object for HTTP and client-side refusals, a plain string for a missing key, and fetch's
 * TypeError when the network is down. The form's own code can fail to load (ChunkLoadError) and
 * a send can go unanswered (SendTimeoutError).
 */
export function describeSendError(error: unknown): string {
  if (error instanceof SendTimeoutError) return `E-mail service error 0: Network Error (${error.message})`;
  if (error instanceof Error && error.name === 'ChunkLoadError') {
    return `Network Error: the form's code could not be loaded (${error.message})`;
  }
  if (typeof error === 'string') {
    const missing = configVariables.find(([what]) => error.includes(`The ${what} is required`));
    return missing
      ? `Configuration error: the e-mail ${missing[0]} is missing. Set ${missing[1]} at build time (see .env.example).`
      : `Configuration error: ${error}`;
  }
  if (error instanceof TypeError) return `Network Error: ${error.message}`;
  if (error && typeof error === 'object' && 'status' in error) {
    const status = typeof error.status === 'number' ? error.status : 0;
    const text =
      'text' in error && typeof error.text === 'string' && error.text ? error.text : 'Network Error';
    const meaning = knownStatus[status];
    return `E-mail service error ${status}${meaning ? ` (${meaning})` : ''}: ${text}`;
  }
  return 'E-mail service error 0: Network Error';
}
