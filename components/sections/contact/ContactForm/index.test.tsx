import emailjs from '@emailjs/browser';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { toast } from 'sonner';
import { Toasts } from '@/components/layout/Toasts';
import { contactFormText } from '@/content/contact';
import { enquiryText } from '@/content/enquiry';
import { enquiryCatalog } from '@/content/enquiry-catalog';
import { shellText } from '@/content/shell';
import { SEND_TIMEOUT_MS } from '@/lib/constants';
import { clearEnquiry, toggleItem } from '@/lib/enquiry';
import { fieldKey } from '@/lib/enquiry-message';
import type { Locale } from '@/lib/i18n';
import { ContactForm } from '.';

/*
 * The form as a browser meets it is proved in tests/e2e: its fields, the spec's validation, the exact
 * request, the toasts, the reset, a slow send's spinner, every failure (its toast, the message kept,
 * the other ways to reach us), a cut e-mail link, the bot trap, the draft, a late answer's notice,
 * before and without the scripts, offline (contact, contact-resilience, offline, bangla and enquiry
 * specs); the error catalogue in lib/send-contact-message.test.ts. Here, the state the script holds
 * through what no browser test reaches.
 */

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { send: jest.fn() } }));
const send = jest.mocked(emailjs.send);

const alternatives = {
  email: 'info@example.com',
  phone: { label: 'Call us', href: 'tel:+8801755201920' },
  whatsapp: { label: 'WhatsApp us', href: 'https://wa.me/8801755201920?text=Hello' },
};
const text = contactFormText.en;
const DRAFT_KEY = 'unnoti:contact-draft';
const valid = { name: 'Rahim Uddin', email: 'rahim@example.com', message: 'We need 40 bored piles.' };

const form = (locale: Locale = 'en') => (
  <ContactForm
    alternatives={alternatives}
    text={contactFormText[locale]}
    locale={locale}
    catalog={enquiryCatalog[locale]}
  />
);

function setup(user: UserEvent = userEvent.setup()) {
  render(
    <>
      {form()}
      <Toasts text={shellText.en.toasts} />
    </>,
  );
  const field = (label: string) => screen.getByLabelText(label);
  const fields = {
    name: field(text.labels.name),
    email: field(text.labels.email),
    message: field(text.labels.message),
  };
  const fill = async (values: Partial<typeof valid>) => {
    for (const [key, value] of Object.entries(values))
      await user.type(fields[key as keyof typeof fields], value);
  };
  const submit = () => user.click(screen.getByRole('button', { name: new RegExp(text.submit.idle) }));
  return { user, fields, fill, submit };
}

const failure = () => screen.queryByRole('group', { name: text.failed });
const draft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as unknown;

describe('ContactForm', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    // sonner keeps its toasts in module state: start each test with none.
    act(() => {
      toast.dismiss();
    });
  });

  it('copies the whole of a message too long for an e-mail link', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, fields, fill, submit } = setup();
    const long = 'Our project in Uttara needs piling. '.repeat(100);
    await fill({ name: valid.name, email: valid.email });
    await user.click(fields.message);
    await user.paste(long);
    await submit();
    const panel = await screen.findByRole('group', { name: text.failed });
    expect(panel).toHaveTextContent(text.failure.cut);
    await user.click(within(panel).getByRole('button', { name: text.failure.copy }));
    expect(await navigator.clipboard.readText()).toBe(long);
    expect(within(panel).getByRole('status')).toHaveTextContent(text.failure.copied);
  });

  describe('a send given up on after SEND_TIMEOUT_MS, answered late', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** Sends `valid`, lets the timeout pass with no answer; returns the ways it answers late. */
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
      const form = setup(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      await form.fill(valid);
      await form.submit();
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS));
      expect(await screen.findByRole('group', { name: text.failed })).toBeInTheDocument();
      const late = async (settle: () => void) => {
        await act(async () => settle());
        await act(async () => jest.advanceTimersByTime(100));
      };
      return {
        ...form,
        succeeds: () => late(() => answer({ status: 200, text: 'OK' })),
        fails: () => late(() => refuse({ status: 500, text: 'Internal Server Error' })),
      };
    }

    it('after the visitor edited: says it arrived, and keeps the edited draft', async () => {
      const { fill, fields, succeeds } = await timeOut();
      await fill({ message: ' And a crane.' });
      await succeeds();
      expect(screen.getByRole('status')).toHaveTextContent(text.arrivedLate.title);
      expect(fields.message).toHaveValue(`${valid.message} And a crane.`);
      expect(draft()).toMatchObject({ message: `${valid.message} And a crane.` });
    });

    it('while the visitor sends again: says it arrived, then the second send ends as usual', async () => {
      const { fields, submit, succeeds } = await timeOut();
      let finish: (value: { status: number; text: string }) => void = () => {};
      send.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
      await submit();
      await succeeds();
      expect(screen.getByRole('status')).toHaveTextContent(text.arrivedLate.title);
      expect(screen.getByRole('button', { name: new RegExp(text.submit.sending) })).toBeDisabled();
      await act(async () => finish({ status: 200, text: 'OK' }));
      expect(await screen.findByText(text.sent)).toBeInTheDocument();
      expect(fields.message).toHaveValue('');
    });

    it('as a failure: changes nothing', async () => {
      const { fields, fails } = await timeOut();
      await fails();
      expect(failure()).toBeInTheDocument();
      expect(screen.queryByText(text.arrivedLate.title)).not.toBeInTheDocument();
      expect(fields.message).toHaveValue(valid.message);
      expect(draft()).toMatchObject(valid);
    });
  });

  it('keeps what was typed before the script ran, over an older draft, and saves it', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...valid, savedAt: Date.now() }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.append(container);
    const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
    field('contact-name').value = 'Typed early';
    field('contact-message').value = 'Before the script';

    const root = await act(async () => hydrateRoot(container, form()));
    expect(
      [field('contact-name'), field('contact-email'), field('contact-message')].map((f) => f.value),
    ).toEqual(['Typed early', '', 'Before the script']);
    expect(draft()).toMatchObject({ name: 'Typed early', email: '', message: 'Before the script' });
    act(() => root.unmount());
    container.remove();
  });

  it('offers on the Bangla page a draft typed on the English one: the fields are the same', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...valid, savedAt: Date.now() }));
    render(form('bn'));
    await waitFor(() =>
      expect(screen.getByLabelText(contactFormText.bn.labels.name)).toHaveValue(valid.name),
    );
  });

  describe('with an enquiry (issue 54)', () => {
    const words = enquiryText.en;
    const names = enquiryCatalog.en;
    const excavator = { kind: 'machine', id: 'komatsu-pc210-excavator' } as const;
    const sand = { kind: 'material', id: 'sylhet-sand' } as const;

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

    it('leads its WhatsApp link to the first field to fix, and says what to fix, until there is none', async () => {
      const { user } = await withEnquiry();
      const link = () => screen.getByRole('link', { name: words.whatsapp.send });
      expect(link()).toHaveAttribute('href', `#enquiry-${fieldKey(excavator, 'duration')}`);
      expect(fireEvent.click(link())).toBe(false);
      expect(await screen.findAllByText(words.validation.wholeNumber)).toHaveLength(2);
      expect(screen.getByLabelText(words.fields.duration)).toHaveFocus();
      await user.type(screen.getByLabelText(words.fields.duration), '3');
      await user.type(screen.getByLabelText(words.fields.quantity(names.material[sand.id]!.unit!)), '2000');
      expect(fireEvent.click(link())).toBe(true);
      expect(link()).toHaveAttribute('target', '_blank');
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
