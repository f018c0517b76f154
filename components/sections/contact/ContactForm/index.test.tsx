import { enquiryText } from '@/content/enquiry';
import { ENQUIRY_KEY, clearEnquiry, enquiryKinds, toggleItem } from '@/lib/enquiry';
import { enquiryCatalog } from '@/content/enquiry-catalog';
import emailjs from '@emailjs/browser';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Toasts } from '@/components/layout/Toasts';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { contactFormText } from '@/content/contact';
import { shellText } from '@/content/shell';
import { CONTACT_DRAFT_TTL_MS, SEND_TIMEOUT_MS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n';
import { fieldKey } from '@/lib/enquiry-message';
import { liveRegionsSaying } from '@/tests/live-regions';
import { whatsappText } from '@/tests/unit/test-utils';
import { ContactForm } from '.';

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { send: jest.fn() } }));
const send = jest.mocked(emailjs.send);

const alternatives = {
  email: 'info@example.com',
  phone: { label: 'Call +880 1755-201920', href: 'tel:+8801755201920' },
  whatsapp: { label: 'WhatsApp us', href: 'https://wa.me/8801755201920?text=Hello' },
};

/** The other ways to reach the company as the Bangla page words them. */
const banglaAlternatives = {
  ...alternatives,
  phone: { ...alternatives.phone, label: '+880 1755-201920 নম্বরে কল করুন' },
  whatsapp: { ...alternatives.whatsapp, label: 'হোয়াটসঅ্যাপে লিখুন' },
};

/** The form as the page of `locale` renders it (English unless told). */
const form = (locale: Locale = 'en') => (
  <ContactForm
    alternatives={locale === 'en' ? alternatives : banglaAlternatives}
    text={contactFormText[locale]}
    locale={locale}
    catalog={enquiryCatalog[locale]}
  />
);

function setup() {
  const user = userEvent.setup();
  render(
    <>
      {form()}
      <Toasts text={shellText.en.toasts} />
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

const FAILED = 'Failed to send message. Please try again.';
/** The message a failed send leaves under the button: a group named by its title. */
const failureMessage = () => screen.queryByRole('group', { name: FAILED });
const findFailureMessage = () => screen.findByRole('group', { name: FAILED });

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

  it('has Full Name, Email, a 6-row Message and Send Message, with no length limits', () => {
    const { fields } = setup();
    expect(fields.name).toHaveAttribute('type', 'text');
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.message.tagName).toBe('TEXTAREA');
    expect(fields.message).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
    for (const field of Object.values(fields)) expect(field).not.toHaveAttribute('maxlength');
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  });

  it('posts to the mail app without the script, and validates in script once it runs', () => {
    setup();
    const send = screen.getByRole('button', { name: /Send Message/ });
    expect(send).toHaveAttribute('formmethod', 'post');
    expect(send).toHaveAttribute('formenctype', 'text/plain');
    expect(send.getAttribute('formaction')).toMatch(/^mailto:info@example\.com\?subject=/);
    // The form's own action stays the page's (HTTPS): a mailto: one makes the page insecure to Chrome.
    expect(send.closest('form')).not.toHaveAttribute('action');
    expect(send.closest('form')).toHaveAttribute('novalidate');
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
    expect(send.mock.calls[0]?.[2]).toEqual({ ...valid, reply_to: valid.email, language: 'English' });
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
    'on failure (%s): error toast, console error, every character kept, other ways to reach us',
    async (_, error, logged) => {
      send.mockRejectedValue(error);
      const { fields, fill, submit } = setup();
      const typed = { ...valid, message: 'Line one\nলাইন দুই 🏗️ <b>bold</b>' };
      await fill(typed);
      await submit();
      const alert = await findFailureMessage();
      expect(alert).toHaveTextContent('Your message is kept in the form.');
      await waitFor(() => expect(screen.getAllByText(FAILED)).toHaveLength(2)); // + the toast
      // Announced once, by the toast: the message under the button is no second live region.
      expect(liveRegionsSaying(FAILED)).toBe(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const mail = new URL(
        within(alert).getByRole('link', { name: 'E-mail it instead' }).getAttribute('href') ?? '',
      );
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe('info@example.com');
      expect(mail.searchParams.get('subject')).toBe('Enquiry from Rahim Uddin');
      expect(mail.searchParams.get('body')).toBe(
        'Line one\r\nলাইন দুই 🏗️ <b>bold</b>\r\n\r\nRahim Uddin\r\nrahim@example.com',
      );
      expect(within(alert).getByRole('link', { name: alternatives.phone.label })).toHaveAttribute(
        'href',
        alternatives.phone.href,
      );
      expect(within(alert).getByRole('link', { name: alternatives.whatsapp.label })).toHaveAttribute(
        'href',
        alternatives.whatsapp.href,
      );
      expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(logged), error);
      expect(fields.name).toHaveValue(typed.name);
      expect(fields.email).toHaveValue(typed.email);
      expect(fields.message).toHaveValue(typed.message);
      expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
    },
  );

  it('keeps the failure message after the toast is gone, until the visitor edits or sends again', async () => {
    send.mockRejectedValue({ status: 500, text: 'boom' });
    const { user, fields, fill, submit } = setup();
    await fill(valid);
    await submit();
    await findFailureMessage();
    act(() => {
      toast.dismiss();
    });
    await waitFor(() => expect(screen.getAllByText(FAILED)).toHaveLength(1));
    expect(failureMessage()).toBeVisible();

    await user.type(fields.message, '!');
    expect(failureMessage()).not.toBeInTheDocument();

    await submit();
    expect(await findFailureMessage()).toBeInTheDocument();
    let finish: (value: { status: number; text: string }) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await submit();
    expect(failureMessage()).not.toBeInTheDocument();
    await act(async () => finish({ status: 200, text: 'OK' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
  });

  it('a message too long for an e-mail link: says the link holds its first part and copies it whole', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, fields, fill, submit } = setup();
    const long = 'Our project in Uttara needs piling. '.repeat(100);
    await fill({ name: valid.name, email: valid.email });
    await user.click(fields.message);
    await user.paste(long);
    await submit();
    const alert = await findFailureMessage();
    const href = within(alert).getByRole('link', { name: 'E-mail it instead' }).getAttribute('href') ?? '';
    expect(href.length).toBeLessThanOrEqual(2000);
    expect(alert).toHaveTextContent('Your message is longer than an e-mail link can carry');
    await user.click(within(alert).getByRole('button', { name: 'Copy the whole message' }));
    expect(await navigator.clipboard.readText()).toBe(long);
    expect(within(alert).getByRole('status')).toHaveTextContent('Copied.');
  });

  describe('a send with no answer is given up on after SEND_TIMEOUT_MS; its late answer', () => {
    const ARRIVED = 'Your message reached us after all.';
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** Sends `valid` and lets SEND_TIMEOUT_MS pass with no answer; returns the ways to answer late. */
    async function timeOut() {
      let answer: (value: { status: number; text: string }) => void = () => {};
      let refuse: (error: unknown) => void = () => {};
      send.mockImplementationOnce(
        () =>
          new Promise((resolve, reject) => {
            answer = resolve;
            refuse = reject;
          }),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <>
          {form()}
          <Toasts text={shellText.en.toasts} />
        </>,
      );
      await user.type(screen.getByLabelText('Full Name'), valid.name);
      await user.type(screen.getByLabelText('Email'), valid.email);
      await user.type(screen.getByLabelText('Message'), valid.message);
      const pressed = Date.now(); // the fake clock: waitFor below moves it on too
      await user.click(screen.getByRole('button', { name: /Send Message/ }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1 - (Date.now() - pressed)));
      expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
      expect(failureMessage()).not.toBeInTheDocument();

      await act(async () => jest.advanceTimersByTime(1));
      expect(await findFailureMessage()).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringMatching(/Network Error \(No answer after 30 s\)/),
        expect.anything(),
      );
      expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
      const late = async (settle: () => void) => {
        await act(async () => settle());
        await act(async () => jest.advanceTimersByTime(100));
      };
      return {
        user,
        succeeds: () => late(() => answer({ status: 200, text: 'OK' })),
        fails: () => late(() => refuse({ status: 500, text: 'Internal Server Error' })),
      };
    }

    const draft = () => JSON.parse(localStorage.getItem('unnoti:contact-draft') ?? 'null') as unknown;
    const expectFields = (values: typeof valid) => {
      expect(screen.getByLabelText('Full Name')).toHaveValue(values.name);
      expect(screen.getByLabelText('Email')).toHaveValue(values.email);
      expect(screen.getByLabelText('Message')).toHaveValue(values.message);
    };

    it('a success: says the message arrived after all, in place of the failure; fields kept, draft forgotten, no toast', async () => {
      const { succeeds } = await timeOut();
      expect(draft()).toMatchObject(valid);
      await succeeds();
      expect(failureMessage()).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(ARRIVED);
      expect(screen.getByRole('status')).toHaveTextContent('There is no need to send it again.');
      expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
      expectFields(valid);
      expect(draft()).toBeNull();
    });

    it('a success after the visitor has edited: the same notice, and the edited draft is kept', async () => {
      const { user, succeeds } = await timeOut();
      await user.type(screen.getByLabelText('Message'), ' And a crane.');
      const edited = { ...valid, message: `${valid.message} And a crane.` };
      await succeeds();
      expect(screen.getByRole('status')).toHaveTextContent(ARRIVED);
      expectFields(edited);
      expect(draft()).toMatchObject(edited);
    });

    it('a success while the visitor sends again: the notice shows, then the second send ends as usual', async () => {
      const { user, succeeds } = await timeOut();
      let finish: (value: { status: number; text: string }) => void = () => {};
      send.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
      await user.click(screen.getByRole('button', { name: /Send Message/ }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      await succeeds();
      expect(screen.getByRole('status')).toHaveTextContent(ARRIVED);
      expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
      await act(async () => finish({ status: 200, text: 'OK' }));
      expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
      expectFields({ name: '', email: '', message: '' });
    });

    it('a failure: changes nothing', async () => {
      const { fails } = await timeOut();
      await fails();
      expect(failureMessage()).toBeInTheDocument();
      expect(screen.queryByText(ARRIVED)).not.toBeInTheDocument();
      expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
      expectFields(valid);
      expect(draft()).toMatchObject(valid);
    });
  });

  it('sends a 300-character name and a 30,000-character message whole', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const { user, fields, submit } = setup();
    const name = 'N'.repeat(300);
    const message = 'লাইন '.repeat(6000);
    for (const [field, text] of [
      [fields.name, name],
      [fields.email, valid.email],
      [fields.message, message],
    ] as const) {
      await user.click(field);
      await user.paste(text);
    }
    await submit();
    await screen.findByText('Message sent successfully!');
    expect(send.mock.calls[0]?.[2]).toEqual({
      name,
      email: valid.email,
      message,
      reply_to: valid.email,
      language: 'English',
    });
  });

  it('cleans control characters from name and e-mail before sending; invisible-only is empty', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const { user, fields, fill, submit } = setup();
    await user.click(fields.name);
    await user.paste('\u200b\u200d');
    await fill({ email: valid.email, message: valid.message });
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.clear(fields.name);
    await user.click(fields.name);
    await user.paste('Rahim\u202e\u0007 Uddin');
    await submit();
    await screen.findByText('Message sent successfully!');
    expect(send.mock.calls[0]?.[2]).toMatchObject({ name: 'Rahim Uddin', email: valid.email });
  });

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

  it('restores a fresh draft, and forgets one older than 7 days', async () => {
    localStorage.setItem(
      'unnoti:contact-draft',
      JSON.stringify({ ...valid, savedAt: Date.now() - CONTACT_DRAFT_TTL_MS - 1 }),
    );
    const { fields } = setup();
    await act(async () => {});
    expect(fields.message).toHaveValue('');
    expect(localStorage.getItem('unnoti:contact-draft')).toBeNull();
  });

  it('keeps what was typed before the script ran, over an older draft, and saves it', async () => {
    localStorage.setItem('unnoti:contact-draft', JSON.stringify({ ...valid, savedAt: Date.now() }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.append(container);
    const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
    expect(field('contact-leave-blank')).toBeNull(); // no trap in the server's HTML
    field('contact-name').value = 'Typed early';
    field('contact-message').value = 'Before the script';

    const root = await act(async () => hydrateRoot(container, form()));
    expect(field('contact-name')).toHaveValue('Typed early');
    expect(field('contact-email')).toHaveValue('');
    expect(field('contact-message')).toHaveValue('Before the script');
    expect(JSON.parse(localStorage.getItem('unnoti:contact-draft') ?? '{}')).toMatchObject({
      name: 'Typed early',
      email: '',
      message: 'Before the script',
    });
    expect(field('contact-leave-blank')).toBeInTheDocument();
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    act(() => root.unmount());
    container.remove();
  });

  it('silently drops a submission whose hidden field a bot filled in', async () => {
    const { user, fill, submit } = setup();
    await fill(valid);
    await user.type(document.getElementById('contact-leave-blank') as HTMLElement, 'https://spam.example');
    await submit();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  describe('in Bangla', () => {
    const bn = contactFormText.bn;
    const typed = {
      name: 'রহিম উদ্দিন',
      email: 'rahim@example.com',
      message: 'উত্তরায় ৪০টি বোরড পাইল লাগবে।\nধন্যবাদ 🏗️',
    };

    function setupBangla() {
      const user = userEvent.setup();
      render(
        <>
          {form('bn')}
          <Toasts text={shellText.bn.toasts} />
        </>,
      );
      const fields = {
        name: screen.getByLabelText('পুরো নাম'),
        email: screen.getByLabelText('ই-মেইল'),
        message: screen.getByLabelText('বার্তা'),
      };
      const submit = () => user.click(screen.getByRole('button', { name: /বার্তা পাঠান/ }));
      const fill = async () => {
        for (const [key, value] of Object.entries(typed)) {
          await user.click(fields[key as keyof typeof fields]);
          await user.paste(value);
        }
      };
      return { user, fields, submit, fill };
    }

    it('labels every field in Bangla, and its mail-app path has a Bangla subject, UTF-8 encoded', () => {
      setupBangla();
      const target = screen.getByRole('button', { name: /বার্তা পাঠান/ }).getAttribute('formaction');
      expect(target).toBe(`mailto:info@example.com?subject=${encodeURIComponent('ওয়েবসাইট থেকে জিজ্ঞাসা')}`);
      expect(target).toContain('%E0%A6%93'); // 'ও'
      expect(document.getElementById('contact-leave-blank')).toHaveAccessibleName('এই ঘরটি ফাঁকা রাখুন');
    });

    it('says without JavaScript, in Bangla, that the mail app opens', () => {
      const html = renderToString(form('bn'));
      expect(html).toContain('জাভাস্ক্রিপ্ট বন্ধ আছে');
      expect(html).toContain('হোয়াটসঅ্যাপে লিখুন');
      expect(html).toContain('+880 1755-201920 নম্বরে কল করুন');
    });

    it('validates with the Bangla messages', async () => {
      const { user, fields, submit } = setupBangla();
      await submit();
      expect(await screen.findByText('নাম দিতে হবে')).toBeInTheDocument();
      expect(screen.getByText('ই-মেইল দিতে হবে')).toBeInTheDocument();
      expect(screen.getByText('বার্তা লিখতে হবে')).toBeInTheDocument();
      expect(fields.name).toHaveFocus();
      await user.type(fields.email, 'rahim@');
      expect(await screen.findByText('ই-মেইল ঠিকানাটি সঠিক নয়')).toBeInTheDocument();
      expect(screen.queryByText(/required|Invalid/)).not.toBeInTheDocument();
    });

    it('sends the Bangla exactly as typed with language বাংলা, says so in Bangla, and keeps the draft as typed', async () => {
      let finish: (value: { status: number; text: string }) => void = () => {};
      send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
      const { fill, submit } = setupBangla();
      await fill();
      expect(JSON.parse(localStorage.getItem('unnoti:contact-draft') ?? 'null')).toMatchObject(typed);
      await submit();
      expect(await screen.findByRole('button', { name: /পাঠানো হচ্ছে…/ })).toBeDisabled();
      await act(async () => finish({ status: 200, text: 'OK' }));
      expect(await screen.findByText(bn.sent)).toBeInTheDocument();
      expect(send.mock.calls[0]?.[2]).toEqual({ ...typed, reply_to: typed.email, language: 'বাংলা' });
      expect(localStorage.getItem('unnoti:contact-draft')).toBeNull();
    });

    it('on failure: the toast, the message under the button and the e-mail link are Bangla', async () => {
      send.mockRejectedValue({ status: 500, text: 'Internal Server Error' });
      const { user, fields, fill, submit } = setupBangla();
      await fill();
      await submit();
      const panel = await screen.findByRole('group', { name: bn.failed });
      expect(panel).toHaveTextContent('আপনার বার্তাটি ফরমেই রাখা আছে। অথবা এখনই আমাদের সঙ্গে যোগাযোগ করুন:');
      await waitFor(() => expect(screen.getAllByText(bn.failed)).toHaveLength(2)); // + the toast
      expect(screen.getByText(bn.kept)).toBeInTheDocument(); // the toast's second line
      const mail = new URL(
        within(panel).getByRole('link', { name: 'ই-মেইলে পাঠিয়ে দিন' }).getAttribute('href') ?? '',
      );
      expect(mail.searchParams.get('subject')).toBe('ওয়েবসাইট থেকে জিজ্ঞাসা: রহিম উদ্দিন');
      expect(mail.searchParams.get('body')).toBe(
        `${typed.message.replace('\n', '\r\n')}\r\n\r\n${typed.name}\r\n${typed.email}`,
      );
      expect(fields.message).toHaveValue(typed.message);

      // Too long for an e-mail link: said in Bangla, with the copy button.
      await user.click(fields.message);
      await user.paste(' আরও লেখা।'.repeat(200));
      await submit();
      const longer = await screen.findByRole('group', { name: bn.failed });
      expect(longer).toHaveTextContent(bn.failure.cut);
      await user.click(within(longer).getByRole('button', { name: 'পুরো বার্তাটি কপি করুন' }));
      expect(within(longer).getByRole('status')).toHaveTextContent('কপি হয়েছে।');
      expect(await navigator.clipboard.readText()).toBe(typed.message + ' আরও লেখা।'.repeat(200));
    });

    it('a send given up on that arrives after all says so in Bangla', async () => {
      jest.useFakeTimers();
      try {
        let answer: (value: { status: number; text: string }) => void = () => {};
        send.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        render(
          <>
            {form('bn')}
            <Toasts text={shellText.bn.toasts} />
          </>,
        );
        await user.type(screen.getByLabelText('পুরো নাম'), 'Rahim');
        await user.type(screen.getByLabelText('ই-মেইল'), typed.email);
        await user.type(screen.getByLabelText('বার্তা'), 'Piles');
        await user.click(screen.getByRole('button', { name: /বার্তা পাঠান/ }));
        await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
        await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS));
        expect(await screen.findByRole('group', { name: bn.failed })).toBeInTheDocument();
        await act(async () => answer({ status: 200, text: 'OK' }));
        await act(async () => jest.advanceTimersByTime(100));
        expect(screen.getByRole('status')).toHaveTextContent(bn.arrivedLate.title);
        expect(screen.getByRole('status')).toHaveTextContent('আবার পাঠানোর দরকার নেই।');
      } finally {
        jest.useRealTimers();
      }
    });

    it('offers a draft typed on the English page: the fields are the same', async () => {
      localStorage.setItem('unnoti:contact-draft', JSON.stringify({ ...valid, savedAt: Date.now() }));
      const { fields } = setupBangla();
      await waitFor(() => expect(fields.name).toHaveValue(valid.name));
      expect(fields.message).toHaveValue(valid.message);
    });
  });

  describe('with an enquiry (issue 54)', () => {
    const words = enquiryText.en;
    const names = enquiryCatalog.en;
    const excavator = { kind: 'machine', id: 'komatsu-pc210-excavator' } as const;
    const sand = { kind: 'material', id: 'sylhet-sand' } as const;

    /** The form with an excavator and Sylhet sand in the enquiry, once its code has loaded. */
    async function withEnquiry() {
      act(() => {
        toggleItem(excavator);
        toggleItem(sand);
      });
      const form = setup();
      await screen.findByRole('group', { name: words.section.title });
      return form;
    }

    afterEach(() => act(() => clearEnquiry()));

    /** What a quotation needs: the excavator for 3 (days, with its operator: the defaults), 2,000 CFT of sand. */
    async function fillEnquiry(user: ReturnType<typeof userEvent.setup>) {
      await user.type(screen.getByLabelText(words.fields.duration), '3');
      await user.type(screen.getByLabelText(words.fields.quantity(names.material[sand.id]!.unit!)), '2000');
    }
    const sandLine = `2. ${words.message.material(names.material[sand.id]!.name, `2,000 ${names.material[sand.id]!.unit}`)}`;

    it('lists each item above the form, asks what a quotation needs, and checks it on Send', async () => {
      const { user, fill, submit } = await withEnquiry();
      const enquiry = screen.getByRole('group', { name: words.section.title });
      expect(within(enquiry).getByText(names.machine[excavator.id]!.name)).toBeInTheDocument();
      const quantity = within(enquiry).getByLabelText(words.fields.quantity(names.material[sand.id]!.unit!));
      await fill(valid);
      await submit();
      // How long the machine is wanted for and how much sand: neither typed yet.
      expect(await within(enquiry).findAllByText(words.validation.wholeNumber)).toHaveLength(2);
      expect(within(enquiry).getByLabelText(words.fields.duration)).toHaveFocus();
      expect(send).not.toHaveBeenCalled();
      await user.type(within(enquiry).getByLabelText(words.fields.duration), '3');
      await user.selectOptions(within(enquiry).getByLabelText(words.fields.period), words.periods.weeks);
      await user.type(quantity, '২০০০');
      await waitFor(() =>
        expect(within(enquiry).queryByText(words.validation.wholeNumber)).not.toBeInTheDocument(),
      );
    });

    it('sends the enquiry in the message, above what was typed, then empties it with the form', async () => {
      send.mockResolvedValue({ status: 200, text: 'OK' });
      const { user, fill, submit } = await withEnquiry();
      await fillEnquiry(user);
      await fill(valid);
      await submit();
      expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
      const { message } = send.mock.calls[0]?.[2] as { message: string };
      expect(message.split('\n')).toEqual([
        words.message.heading('2'),
        `1. ${words.message.machine(names.machine[excavator.id]!.name, '1', `3 ${words.periods.days}`, words.operator.with)}`,
        sandLine,
        '',
        words.message.yours,
        valid.message,
      ]);
      expect(screen.queryByRole('group', { name: words.section.title })).not.toBeInTheDocument();
      expect(localStorage.getItem(ENQUIRY_KEY)).toBeNull();
    });

    it('keeps the enquiry when the send fails, and its e-mail link carries it', async () => {
      send.mockRejectedValue({ status: 0, text: 'Network Error' });
      const { user, fill, submit } = await withEnquiry();
      await fillEnquiry(user);
      await fill(valid);
      await submit();
      const failure = await findFailureMessage();
      const mailto = within(failure).getAllByRole('link')[0]!.getAttribute('href') ?? '';
      expect(decodeURIComponent(mailto)).toContain(names.material[sand.id]!.name);
      // Its WhatsApp link carries the enquiry too, not the page's greeting alone.
      const whatsapp = within(failure).getByRole('link', { name: alternatives.whatsapp.label });
      expect(whatsappText(whatsapp)).toContain(sandLine);
      expect(whatsappText(whatsapp)).toContain(`${words.message.yours}\n${valid.message}`);
      expect(screen.getByRole('group', { name: words.section.title })).toBeInTheDocument();
      expect(screen.getByLabelText(words.fields.duration)).toHaveValue('3');
    });

    it('sends the same list on WhatsApp after a greeting; with a field to fix, shows it instead', async () => {
      const { user } = await withEnquiry();
      const link = () => screen.getByRole('link', { name: words.whatsapp.send });
      // Nothing typed for how long, nor how much: the link leads to the first field, and pressed, says what to fix.
      expect(link()).toHaveAttribute('href', `#enquiry-${fieldKey(excavator, 'duration')}`);
      expect(fireEvent.click(link())).toBe(false);
      expect(await screen.findAllByText(words.validation.wholeNumber)).toHaveLength(2);
      expect(screen.getByLabelText(words.fields.duration)).toHaveFocus();
      await fillEnquiry(user);
      expect(fireEvent.click(link())).toBe(true);
      const text = whatsappText(link())!.split('\n');
      expect(text.slice(0, 3)).toEqual([words.whatsapp.greeting, '', words.message.heading('2')]);
      expect(text).toContain(sandLine);
      expect(link()).toHaveAttribute('target', '_blank');
    });

    it('on the Bangla page: counts in Bengali digits, and a list too long for WhatsApp says so, keeping every item', async () => {
      const bnWords = enquiryText.bn;
      const catalog = enquiryCatalog.bn;
      act(() => {
        for (const kind of enquiryKinds)
          for (const id of Object.keys(catalog[kind])) toggleItem({ kind, id });
      });
      render(form('bn'));
      const enquiry = await screen.findByRole('group', { name: bnWords.section.title });
      expect(within(enquiry).getAllByLabelText(bnWords.fields.count)[0]).toHaveValue('১');
      expect(within(enquiry).getByText(bnWords.whatsapp.tooLong)).toBeInTheDocument();
      expect(within(enquiry).queryByRole('link', { name: bnWords.whatsapp.send })).not.toBeInTheDocument();
      const everyItem = enquiryKinds.reduce((sum, kind) => sum + Object.keys(catalog[kind]).length, 0);
      expect(within(enquiry).getAllByRole('listitem')).toHaveLength(everyItem);
    });

    it('takes an item out, or all of them', async () => {
      const { user } = await withEnquiry();
      await user.click(screen.getByRole('button', { name: `Remove ${names.material[sand.id]!.name}` }));
      expect(screen.queryByText(names.material[sand.id]!.name)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: words.clear }));
      expect(screen.queryByRole('group', { name: words.section.title })).not.toBeInTheDocument();
    });

    it('takes out an item the site no longer offers, and says so', async () => {
      act(() => toggleItem({ kind: 'service', id: 'retired-service' }));
      act(() => toggleItem(sand));
      setup();
      expect(await screen.findByText(words.dropped('1'))).toHaveAttribute('role', 'status');
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
    });
  });
});
