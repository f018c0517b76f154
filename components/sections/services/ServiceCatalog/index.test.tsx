import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { services as servicesIn, servicesPage } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import {
  expectCloseButtonClosesBackTo,
  expectEscapeClosesBackTo,
  isModalOpen,
  whatsappText,
} from '@/tests/unit/test-utils';
import { ServiceCatalog } from '.';

const services = servicesIn.en;

function renderCatalog(locale: Locale = 'en') {
  const text = servicesPage[locale];
  return render(
    <ServiceCatalog locale={locale} {...text.catalog} services={servicesIn[locale]} text={text.card} />,
  );
}

function serviceAt(index: number) {
  const service = services[index];
  if (!service) throw new Error(`no service at ${index}`);
  return service;
}

function learnMore(title: string) {
  return screen.getByRole('button', { name: `Learn More about ${title}` });
}

function expectServiceDialog(index: number) {
  const service = serviceAt(index);
  const dialog = screen.getByRole('dialog', { name: service.title });
  expect(dialog).toHaveAttribute('open');
  expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(service.title);
  expect(within(dialog).getByText(service.description)).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { level: 3, name: 'Key Features' })).toBeInTheDocument();
  const features = within(dialog).getByRole('list', { name: 'Key Features' });
  expect(
    within(features)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(service.features);
  // Without the script too: a WhatsApp message that names the service.
  const { whatsapp, whatsappMessage } = servicesPage.en.card;
  const ask = within(dialog).getByRole('link', { name: `${whatsapp.shown} about ${service.title}` });
  expect(whatsappText(ask)).toBe(whatsappMessage(service.title));
  return dialog;
}

describe('ServiceCatalog', () => {
  it('shows the ten services in order, each with a Learn More button named after it', () => {
    renderCatalog();
    expect(
      screen.getByRole('heading', { level: 2, name: servicesPage.en.catalog.title }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Building Construction',
      'Piling Works',
      'Earthwork & Excavation',
      'Road Construction',
      'Equipment Rental',
      'Construction Material Supply',
      'Interior Finishing',
      'Plumbing & Sanitary',
      'Renovation & Repair',
      'Project Management & Consultancy',
    ]);
    cards.forEach((card, index) => {
      const service = serviceAt(index);
      expect(within(card).getByText(String(index + 1).padStart(2, '0'))).toBeInTheDocument();
      expect(within(card).getByText(service.description)).toBeInTheDocument();
      expect(
        within(card).getByRole('button', { name: `Learn More about ${service.title}` }),
      ).toBeInTheDocument();
    });
    // No service is selected until a visitor asks for one.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the chosen service in a modal and closes it with the close button, back to its Learn More', async () => {
    const user = userEvent.setup();
    renderCatalog();
    const opener = learnMore('Piling Works');
    await user.click(opener);

    const dialog = expectServiceDialog(1);
    expect(isModalOpen()).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact/');
    await expectCloseButtonClosesBackTo(user, dialog, opener);
  });

  it('closes when the browser closes the dialog (Escape), back to its Learn More', async () => {
    const user = userEvent.setup();
    renderCatalog();
    const opener = learnMore('Renovation & Repair');
    await user.click(opener);
    expectEscapeClosesBackTo(expectServiceDialog(8), opener);
  });

  it('shows the other service when another card is opened after closing', async () => {
    const user = userEvent.setup();
    renderCatalog();
    await user.click(learnMore('Building Construction'));
    expectServiceDialog(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(learnMore('Project Management & Consultancy'));
    const dialog = expectServiceDialog(9);
    expect(within(dialog).queryByText(serviceAt(0).title)).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('opens a service from the keyboard', async () => {
    const user = userEvent.setup();
    renderCatalog();
    learnMore('Road Construction').focus();
    await user.keyboard('{Enter}');
    expectServiceDialog(3);
  });

  it('reads in Bangla: Bengali numbers, the names in the buttons, and a Bangla modal that quotes to /bn/contact/', async () => {
    const user = userEvent.setup();
    renderCatalog('bn');
    expect(
      screen.getByRole('heading', { level: 2, name: 'দশটি সেবা, একটি দায়িত্বশীল দল' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      servicesIn.bn.map((service) => service.title),
    );
    // The cards' numbers in Bengali digits: ০১ to ১০.
    expect(within(cards[0]!).getByText('০১')).toBeInTheDocument();
    expect(within(cards[9]!).getByText('১০')).toBeInTheDocument();
    expect(screen.queryByText('01')).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'পাইলিং কাজ সম্পর্কে আরও জানুন' });
    expect(opener).toHaveTextContent(/আরও জানুন$/);
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'পাইলিং কাজ' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'মূল বৈশিষ্ট্য' })).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'মূল বৈশিষ্ট্য' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(servicesIn.bn[1]?.features);
    expect(within(dialog).getByText('৩০ মিটার পর্যন্ত গভীর বোরড কাস্ট-ইন-সিটু পাইল')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'কোটেশন নিন' })).toHaveAttribute('href', '/bn/contact/');
    await user.click(within(dialog).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
