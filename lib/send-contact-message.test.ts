/** @jest-environment node */
import emailjs from '@emailjs/browser';
import {
  describeSendError,
  sendContactMessage,
  SendTimeoutError,
  templateParams,
  withTimeout,
} from './send-contact-message';

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { send: jest.fn() } }));
const send = jest.mocked(emailjs.send);

const message = { name: 'Rahim', email: 'rahim@example.com', message: 'Hello', leave_blank: '' };
const config = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' };

describe('sendContactMessage', () => {
  it('sends name, email, message, reply_to = email and the language with the configured keys', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendContactMessage(message, 'en', config);
    expect(send).toHaveBeenCalledWith(
      'svc',
      'tpl',
      {
        name: 'Rahim',
        email: 'rahim@example.com',
        message: 'Hello',
        reply_to: 'rahim@example.com',
        language: 'English',
      },
      { publicKey: 'pk' },
    );
  });

  it('tells the company a message came from the Bangla page, and sends Bangla as typed', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const bangla = { name: 'রহিম উদ্দিন', email: 'rahim@example.com', message: 'আসসালামু আলাইকুম।\nধন্যবাদ।' };
    await sendContactMessage(bangla, 'bn', config);
    expect(send).toHaveBeenLastCalledWith(
      'svc',
      'tpl',
      { ...bangla, reply_to: bangla.email, language: 'বাংলা' },
      { publicKey: 'pk' },
    );
  });

  it('passes the SDK rejection on', async () => {
    send.mockRejectedValue({ status: 500, text: 'boom' });
    await expect(sendContactMessage(message, 'en', config)).rejects.toEqual({ status: 500, text: 'boom' });
  });

  it('builds the template parameters without the honeypot', () => {
    expect(templateParams(message, 'en')).toEqual({
      name: 'Rahim',
      email: 'rahim@example.com',
      message: 'Hello',
      reply_to: 'rahim@example.com',
      language: 'English',
    });
  });
});

describe('describeSendError', () => {
  it('names the known statuses of the e-mail client', () => {
    expect(describeSendError({ status: 451, text: 'Unavailable For Headless Browser' })).toBe(
      'E-mail service error 451 (Unavailable For Headless Browser): Unavailable For Headless Browser',
    );
    expect(describeSendError({ status: 403, text: 'Forbidden' })).toContain('403 (Forbidden (block list))');
    expect(describeSendError({ status: 429, text: 'Too Many Requests' })).toContain(
      '429 (Too Many Requests (rate limit))',
    );
  });

  it('reports any other status and text, defaulting to 0 and Network Error', () => {
    expect(describeSendError({ status: 500, text: 'Internal Server Error' })).toBe(
      'E-mail service error 500: Internal Server Error',
    );
    expect(describeSendError({ status: undefined, text: '' })).toBe('E-mail service error 0: Network Error');
    expect(describeSendError(undefined)).toBe('E-mail service error 0: Network Error');
  });

  it('says which build variable is missing for each configuration error the SDK throws', () => {
    expect(
      describeSendError('The public key is required. Visit https://dashboard.emailjs.com/admin/account'),
    ).toContain('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY');
    expect(
      describeSendError('The service ID is required. Visit https://dashboard.emailjs.com/admin'),
    ).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
    expect(
      describeSendError('The template ID is required. Visit https://dashboard.emailjs.com/admin/templates'),
    ).toContain('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID');
  });

  it('recognises a dropped connection', () => {
    expect(describeSendError(new TypeError('Failed to fetch'))).toBe('Network Error: Failed to fetch');
  });

  it('reports an unanswered send as the default status and text, and a chunk that failed to load', () => {
    expect(describeSendError(new SendTimeoutError(30_000))).toBe(
      'E-mail service error 0: Network Error (No answer after 30 s)',
    );
    const chunk = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
      name: 'ChunkLoadError',
    });
    expect(describeSendError(chunk)).toBe(
      "Network Error: the form's code could not be loaded (Failed to load chunk /_next/static/chunks/a.js)",
    );
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles like the work when it answers in time, and clears its timer', async () => {
    const onTimeout = jest.fn();
    await expect(withTimeout(Promise.resolve('sent'), 30_000, onTimeout)).resolves.toBe('sent');
    await expect(withTimeout(Promise.reject(new Error('500')), 30_000, onTimeout)).rejects.toThrow('500');
    jest.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives up after the time with a SendTimeoutError, and ignores a late answer', async () => {
    let answer: (value: string) => void = () => {};
    const work = new Promise<string>((resolve) => (answer = resolve));
    const onTimeout = jest.fn();
    const result = withTimeout(work, 30_000, onTimeout);
    const settled = jest.fn();
    result.then(settled, settled);

    jest.advanceTimersByTime(29_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    await expect(result).rejects.toEqual(new SendTimeoutError(30_000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    answer('late');
    await Promise.resolve();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledWith(expect.any(SendTimeoutError));
  });
});
