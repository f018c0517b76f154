import { render, screen, within } from '@testing-library/react';
import { aboutLabels, aboutSections, orgChart } from '@/content/about';
import type { Locale } from '@/lib/i18n';
import { OrgChart } from '.';

/** The role names of the branches directly in `list`, in the order shown. */
function rolesIn(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => within(item).getAllByRole('heading', { level: 3 })[0]?.textContent);
}

function renderIn(locale: Locale) {
  render(
    <OrgChart
      intro={aboutSections[locale].orgChart}
      root={orgChart[locale]}
      labels={aboutLabels[locale].orgChart}
    />,
  );
}

describe('OrgChart', () => {
  beforeEach(() => renderIn('en'));

  it('is a section with its heading', () => {
    const section = screen.getByRole('region', { name: 'Organisation Chart' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Organisation Chart');
  });

  it('has the CEO / Managing Director at the top', () => {
    expect(rolesIn(screen.getByRole('list', { name: 'Organisation chart' }))).toEqual([
      'CEO / Managing Director',
    ]);
  });

  it('has the three managers reporting to the CEO, the longest chain drawn in the middle', () => {
    const managers = screen.getByRole('list', { name: 'Reporting to CEO / Managing Director' });
    expect(rolesIn(managers)).toEqual([
      'Finance & Admin Manager',
      'Operations Manager',
      'Business Development Manager',
    ]);
  });

  it('lists the staff under each manager', () => {
    expect(
      within(screen.getByRole('list', { name: 'Staff of Operations Manager' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Project Engineers', 'Source Manager', 'Equipment & Fleet In-charge', 'Store Keeper']);
    expect(
      within(screen.getByRole('list', { name: 'Staff of Finance & Admin Manager' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: 'Staff of Business Development Manager' })).getByText(
        'Executive Officer (Client Relations)',
      ),
    ).toBeInTheDocument();
  });

  it('has the site supervisors under operations and the workers under them', () => {
    const operations = screen.getByRole('list', { name: 'Reporting to Operations Manager' });
    expect(rolesIn(operations)).toEqual(['Site Supervisors']);
    const supervisors = within(operations).getByRole('list', { name: 'Reporting to Site Supervisors' });
    expect(rolesIn(supervisors)).toEqual(['Workers']);
    const workers = within(supervisors).getByRole('list', { name: 'Staff of Workers' });
    expect(within(workers).getAllByRole('listitem')).toHaveLength(9);
    expect(within(workers).getByText('Masons')).toBeInTheDocument();
    expect(within(workers).getByText('Truck Drivers')).toBeInTheDocument();
  });

  it('hangs nothing under finance and business development', () => {
    expect(
      screen.queryByRole('list', { name: 'Reporting to Finance & Admin Manager' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Reporting to Business Development Manager' }),
    ).not.toBeInTheDocument();
  });

  it('shows every role once, as a heading under the section title', () => {
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'CEO / Managing Director',
      'Finance & Admin Manager',
      'Operations Manager',
      'Site Supervisors',
      'Workers',
      'Business Development Manager',
    ]);
  });
});

describe('OrgChart in Bangla', () => {
  beforeEach(() => renderIn('bn'));

  it('names the section, the chart and its roles in Bangla', () => {
    const section = screen.getByRole('region', { name: 'সাংগঠনিক কাঠামো' });
    expect(rolesIn(within(section).getByRole('list', { name: 'অর্গানোগ্রাম' }))).toEqual([
      'সিইও / ব্যবস্থাপনা পরিচালক',
    ]);
    expect(rolesIn(screen.getByRole('list', { name: 'সিইও / ব্যবস্থাপনা পরিচালকের অধীনে' }))).toEqual([
      'ফাইন্যান্স ও অ্যাডমিন ম্যানেজার',
      'অপারেশনস ম্যানেজার',
      'বিজনেস ডেভেলপমেন্ট ম্যানেজার',
    ]);
  });

  it('names each staff list by its role, with the possessive ending', () => {
    expect(
      within(screen.getByRole('list', { name: 'অপারেশনস ম্যানেজারের দল' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['প্রকল্প ইঞ্জিনিয়ার', 'সোর্স ম্যানেজার', 'যন্ত্রপাতি ও গাড়িবহর ইনচার্জ', 'স্টোরকিপার']);
    const workers = screen.getByRole('list', { name: 'শ্রমিক ও মিস্ত্রির দল' });
    expect(within(workers).getAllByRole('listitem')).toHaveLength(9);
    expect(within(workers).getByText('রাজমিস্ত্রি')).toBeInTheDocument();
  });
});
