import emailjs from '@emailjs/browser';
import { describeSendError, sendContactMessage, templateParams } from './send-contact-message';

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { send: jest.fn() } }));
const send = jest.mocked(emailjs.send);

const message = { name: 'Rahim', email: 'rahim@example.com', message: 'Hello', website: '' };
const config = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' };

describe('sendContactMessage', () => {
  it('sends name, email, message and reply_to = email with the configured keys', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendContactMessage(message, config);
    expect(send).toHaveBeenCalledWith(
      'svc',
      'tpl',
      { name: 'Rahim', email: 'rahim@example.com', message: 'Hello', reply_to: 'rahim@example.com' },
      { publicKey: 'pk' },
    );
  });

  it('passes the SDK rejection on', async () => {
    send.mockRejectedValue({ status: 500, text: 'boom' });
    await expect(sendContactMessage(message, config)).rejects.toEqual({ status: 500, text: 'boom' });
  });

  it('builds the template parameters without the honeypot', () => {
    expect(templateParams(message)).toEqual({
      name: 'Rahim',
      email: 'rahim@example.com',
      message: 'Hello',
      reply_to: 'rahim@example.com',
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
});
