import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { licenseDocuments as documentsIn, licensesPage } from '@/content/licenses';
import type { Locale } from '@/lib/i18n';
import {
  expectCloseButtonClosesBackTo,
  expectEscapeClosesBackTo,
  isModalOpen,
} from '@/tests/unit/test-utils';
import { LicenseDocuments } from '.';

const licenseDocuments = documentsIn.en;

function renderDocuments(locale: Locale = 'en') {
  const text = licensesPage[locale];
  return render(
    <LicenseDocuments
      locale={locale}
      intro={text.documents}
      documents={documentsIn[locale]}
      text={text.documentCard}
    />,
  );
}

function view(title: string) {
  return screen.getByRole('button', { name: `View ${title}` });
}

/** The open modal for a document: its heading and number, and the scan of that document. */
function documentDialog(id: string) {
  const document = licenseDocuments.find((d) => d.id === id);
  if (!document) throw new Error(`no document ${id}`);
  const dialog = screen.getByRole('dialog', { name: document.title });
  expect(dialog).toHaveAttribute('open');
  expect(within(dialog).getByText(document.description)).toBeInTheDocument();
  const scan = within(dialog).getByRole('img', { name: `${document.title} certificate` });
  expect(scan).toHaveAttribute('src', expect.stringMatching(new RegExp(`/img/licenses/${id}-\\d+\\.webp$`)));
  return { dialog, scan };
}

function spinner(dialog: HTMLElement) {
  return within(dialog).queryByRole('status', { name: 'Loading document' });
}

describe('LicenseDocuments', () => {
  it('shows the five documents with title, Valid badge, issue year, renewal and registration number', () => {
    renderDocuments();
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => ({
        title: within(card).getByRole('heading', { level: 3 }).textContent,
        issued: within(card).getByText('Issue Date').nextElementSibling?.textContent,
        renewal: within(card).getByText('Renewal').nextElementSibling?.textContent,
      })),
    ).toEqual([
      { title: 'Trade License', issued: '2019', renewal: '2025' },
      { title: 'Tax Identification Number (TIN)', issued: '2016', renewal: 'Annual' },
      { title: 'Business Identification Number (BIN)', issued: '2019', renewal: 'N/A' },
      { title: 'Import Registration Certificate (IRC)', issued: '2018', renewal: '2025' },
      { title: 'Export Registration Certificate (ERC)', issued: '2018', renewal: '2025' },
    ]);
    cards.forEach((card, index) => {
      const document = licenseDocuments[index]!;
      expect(within(card).getByText('Valid')).toBeInTheDocument();
      expect(within(card).getByText(document.description)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `View ${document.title}` })).toBeInTheDocument();
      // No scan on the cards: the 1240 x 1754 images load only when a visitor asks for one.
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with a spinner that gives way to the document once its image has loaded', async () => {
    const user = userEvent.setup();
    renderDocuments();
    await user.click(view('Trade License'));
    const { dialog, scan } = documentDialog('trade-license');
    expect(spinner(dialog)).toBeInTheDocument();
    expect(isModalOpen()).toBe(true);

    fireEvent.load(scan);
    expect(spinner(dialog)).not.toBeInTheDocument();
    expect(scan).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the spinner again when another document is chosen', async () => {
    const user = userEvent.setup();
    renderDocuments();
    await user.click(view('Trade License'));
    fireEvent.load(documentDialog('trade-license').scan);
    expect(spinner(screen.getByRole('dialog'))).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await user.click(view('Business Identification Number (BIN)'));
    const { dialog, scan } = documentDialog('bin-certificate');
    expect(spinner(dialog)).toBeInTheDocument();
    fireEvent.load(scan);
    expect(spinner(dialog)).not.toBeInTheDocument();
  });

  it('says so when the document cannot be loaded', async () => {
    const user = userEvent.setup();
    renderDocuments();
    await user.click(view('Import Registration Certificate (IRC)'));
    const { dialog, scan } = documentDialog('import-registration-certificate');
    fireEvent.error(scan);
    expect(spinner(dialog)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The document could not be loaded.');
  });

  it('closes with its close button and gives focus back to the View button', async () => {
    const user = userEvent.setup();
    renderDocuments();
    const opener = view('Tax Identification Number (TIN)');
    await user.click(opener);
    const { dialog } = documentDialog('tin-certificate');
    await expectCloseButtonClosesBackTo(user, dialog, opener);
  });

  it('closes when the browser closes the dialog (Escape), back to the View button', async () => {
    const user = userEvent.setup();
    renderDocuments();
    const opener = view('Export Registration Certificate (ERC)');
    await user.click(opener);
    expectEscapeClosesBackTo(documentDialog('export-registration-certificate').dialog, opener);
  });

  it('reads in Bangla on a Bangla page: titles, years in Bengali digits, numbers as printed', async () => {
    const user = userEvent.setup();
    renderDocuments('bn');
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => ({
        title: within(card).getByRole('heading', { level: 3 }).textContent,
        issued: within(card).getByText('ইস্যুর বছর').nextElementSibling?.textContent,
        renewal: within(card).getByText('নবায়ন').nextElementSibling?.textContent,
      })),
    ).toEqual([
      { title: 'ট্রেড লাইসেন্স', issued: '২০১৯', renewal: '২০২৫' },
      { title: 'করদাতা শনাক্তকরণ নম্বর (টিআইএন)', issued: '২০১৬', renewal: 'প্রতি বছর' },
      { title: 'ব্যবসায় শনাক্তকরণ নম্বর (বিআইএন)', issued: '২০১৯', renewal: 'প্রযোজ্য নয়' },
      { title: 'আমদানি নিবন্ধন সনদ (আইআরসি)', issued: '২০১৮', renewal: '২০২৫' },
      { title: 'রপ্তানি নিবন্ধন সনদ (ইআরসি)', issued: '২০১৮', renewal: '২০২৫' },
    ]);
    expect(within(cards[0]!).getByText('বৈধ')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('ট্রেড লাইসেন্স নং: TRAD/DNCC/012345/2019')).toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'ট্রেড লাইসেন্স দেখুন' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'ট্রেড লাইসেন্স' });
    expect(within(dialog).getByRole('status', { name: 'কাগজটি লোড হচ্ছে' })).toBeInTheDocument();
    fireEvent.error(within(dialog).getByRole('img', { name: 'ট্রেড লাইসেন্সের ছবি' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('কাগজটি লোড করা যায়নি।');
  });
});
