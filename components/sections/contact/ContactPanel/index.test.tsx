import { enquiryCatalog } from '@/content/enquiry-catalog';
import { render, screen } from '@testing-library/react';
import { contactFormText, contactPage, offices } from '@/content/contact';
import { ContactPanel } from '.';

const alternatives = {
  email: 'info@example.com',
  phone: { label: '+880 1755-201920 নম্বরে কল করুন', href: 'tel:+8801755201920' },
  whatsapp: { label: 'হোয়াটসঅ্যাপে লিখুন', href: 'https://wa.me/8801755201920?text=x' },
};

describe('ContactPanel', () => {
  it('in Bangla: the heading, the form and the office cards are all Bangla', () => {
    const text = contactPage.bn;
    render(
      <ContactPanel
        text={text.panel}
        offices={offices.bn}
        officeLabels={text.officeLabels}
        form={{ alternatives, text: contactFormText.bn, locale: 'bn', catalog: enquiryCatalog.bn }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'আমাদের বার্তা পাঠান' })).toBeInTheDocument();
    expect(screen.getByText(text.panel.lead)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'পুরো নাম' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /বার্তা পাঠান/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'শাখা অফিস' })).toHaveTextContent('ঢাকা-১৩৪০');
  });

  it('in English: the spec’s heading and labels', () => {
    const text = contactPage.en;
    render(
      <ContactPanel
        text={text.panel}
        offices={offices.en}
        officeLabels={text.officeLabels}
        form={{ alternatives, text: contactFormText.en, locale: 'en', catalog: enquiryCatalog.en }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Corporate Head office' })).toBeInTheDocument();
  });
});
