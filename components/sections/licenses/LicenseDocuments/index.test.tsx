import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { licenseDocuments, licensesPage } from '@/content/licenses';
import {
  expectCloseButtonClosesBackTo,
  expectEscapeClosesBackTo,
  isModalOpen,
} from '@/tests/unit/test-utils';
import { LicenseDocuments } from '.';

function renderDocuments() {
  return render(<LicenseDocuments intro={licensesPage.documents} documents={licenseDocuments} />);
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
});
