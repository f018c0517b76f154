import emailjs from '@emailjs/browser';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Toasts } from '@/components/layout/Toasts';
import { ContactForm } from '.';

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { send: jest.fn() } }));
const send = jest.mocked(emailjs.send);

const fallback = { label: 'E-mail info@example.com', href: 'mailto:info@example.com' };

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm fallback={fallback} />
      <Toasts />
    </>,
  );
  const fields = {
    name: screen.getByLabelText('Full Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
  };
  const submit = () => user.click(screen.getByRole('button', { name: /Send Message/ }));
  const fill = async (values: { name?: string; email?: string; message?: string }) => {
    for (const [key, value] of Object.entries(values)) {
      await user.clear(fields[key as keyof typeof fields]);
      if (value) await user.type(fields[key as keyof typeof fields], value);
    }
  };
  return { user, fields, submit, fill };
}

const valid = { name: 'Rahim Uddin', email: 'rahim@example.com', message: 'We need 40 bored piles.' };

describe('ContactForm', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    // sonner keeps its toasts in module state: start each test with none.
    act(() => {
      toast.dismiss();
    });
  });

  it('has Full Name, Email, a 6-row Message and Send Message', () => {
    const { fields } = setup();
    expect(fields.name).toHaveAttribute('type', 'text');
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.message.tagName).toBe('TEXTAREA');
    expect(fields.message).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
  });

  it('validates on submit: every message under its field, announced, focus on the first', async () => {
    const { fields, submit } = setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAttribute('aria-describedby', 'contact-name-error');
    expect(fields.message.getAttribute('aria-describedby')).toContain('contact-message-error');
    expect(fields.name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('does not validate while typing before the first submit, then re-validates on every change', async () => {
    const { user, fields, submit } = setup();
    await user.type(fields.email, 'not-an-email');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();

    await submit();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.clear(fields.email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(fields.email, 'rahim@example.com');
    await waitFor(() =>
      expect(screen.queryByText(/Email is required|Invalid email address/)).not.toBeInTheDocument(),
    );
    expect(fields.email).toHaveAttribute('aria-invalid', 'false');
    await user.type(fields.name, 'R');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
  });

  it('sends, shows the success toast and resets the form', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const { fields, fill, submit } = setup();
    await fill(valid);
    await submit();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[2]).toEqual({ ...valid, reply_to: valid.email });
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
  });

  it('while sending: the button is disabled with a spinner and a second submit sends nothing', async () => {
    let finish: (value: { status: number; text: string }) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, fill, submit } = setup();
    await fill(valid);
    await submit();
    const button = await screen.findByRole('button', { name: /Sending/ });
    expect(button).toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish({ status: 200, text: 'OK' }));
    expect(await screen.findByRole('button', { name: /Send Message/ })).toBeEnabled();
  });

  const failures: [string, unknown, RegExp][] = [
    ['HTTP 500', { status: 500, text: 'Internal Server Error' }, /500: Internal Server Error/],
    [
      '451 headless',
      { status: 451, text: 'Unavailable For Headless Browser' },
      /451 \(Unavailable For Headless Browser\)/,
    ],
    ['403 block list', { status: 403, text: 'Forbidden' }, /403 \(Forbidden \(block list\)\)/],
    [
      '429 rate limit',
      { status: 429, text: 'Too Many Requests' },
      /429 \(Too Many Requests \(rate limit\)\)/,
    ],
    [
      'missing public key',
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      /NEXT_PUBLIC_EMAILJS_PUBLIC_KEY/,
    ],
    [
      'missing service id',
      'The service ID is required. Visit https://dashboard.emailjs.com/admin',
      /NEXT_PUBLIC_EMAILJS_SERVICE_ID/,
    ],
    [
      'missing template id',
      'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
      /NEXT_PUBLIC_EMAILJS_TEMPLATE_ID/,
    ],
    ['dropped connection', new TypeError('Failed to fetch'), /Network Error: Failed to fetch/],
  ];

  it.each(failures)(
    'on failure (%s): error toast, console error, and every character kept',
    async (_, error, logged) => {
      send.mockRejectedValue(error);
      const { fields, fill, submit } = setup();
      const typed = { ...valid, message: 'Line one\nলাইন দুই 🏗️ <b>bold</b>' };
      await fill(typed);
      await submit();
      expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: fallback.label })).toHaveAttribute('href', fallback.href);
      expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(logged), error);
      expect(fields.name).toHaveValue(typed.name);
      expect(fields.email).toHaveValue(typed.email);
      expect(fields.message).toHaveValue(typed.message);
      expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
    },
  );

  it('keeps a draft across a reload until it is sent', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const first = setup();
    await first.fill({ name: 'Karim', message: 'Half-written enquiry' });
    document.body.innerHTML = '';

    const second = setup();
    await waitFor(() => expect(second.fields.name).toHaveValue('Karim'));
    expect(second.fields.message).toHaveValue('Half-written enquiry');
    await second.fill({ email: 'karim@example.com' });
    await second.submit();
    await screen.findByText('Message sent successfully!');
    expect(localStorage.getItem('unnoti:contact-draft')).toBeNull();
  });

  it('counts the characters of the message', async () => {
    const { user, fields } = setup();
    expect(screen.getByText(/^0 \/ 20,000/)).toBeInTheDocument();
    await user.type(fields.message, 'Hello');
    expect(screen.getByText(/^5 \/ 20,000/)).toBeInTheDocument();
  });

  it('silently drops a submission whose hidden field a bot filled in', async () => {
    const { user, fill, submit } = setup();
    await fill(valid);
    await user.type(document.getElementById('contact-website') as HTMLElement, 'https://spam.example');
    await submit();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
