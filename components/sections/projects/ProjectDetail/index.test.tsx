import { render, screen, within } from '@testing-library/react';
import { projects, projectsPage, type Project } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { ProjectDetail } from '.';

function pick(locale: Locale, named: boolean): Project {
  const project = projects[locale].find((p) => (named ? p.client && p.location : !p.client && !p.location));
  if (!project) throw new Error(`content/projects.ts has no project ${named ? 'with' : 'without'} a client`);
  return project;
}
const unnamed = pick('en', false);
const named = pick('en', true);

function renderDetail(project: Project, locale: Locale = 'en') {
  render(<ProjectDetail locale={locale} project={project} text={projectsPage[locale].detail} />);
}

function facts(panelName = 'Project Information') {
  const panel = screen.getByRole('complementary', { name: panelName });
  return Object.fromEntries(
    within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('ProjectDetail', () => {
  it('has a back link, the category badge, the title, location and client', () => {
    renderDetail(named);
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects/');
    expect(screen.getByRole('heading', { level: 1, name: named.title })).toBeInTheDocument();
    const meta = screen.getByRole('list', { name: 'Where and for whom' });
    expect(meta).toHaveTextContent(named.location);
    expect(meta).toHaveTextContent(named.client);
    expect(screen.getAllByText('Building Construction').length).toBeGreaterThan(0);
  });

  it('shows client, location, category, and - for completion year and status', () => {
    renderDetail(named);
    expect(facts()).toEqual({
      Client: named.client,
      Location: named.location,
      Category: 'Building Construction',
      'Completion Year': '-',
      Status: '-',
    });
  });

  it('leaves out the place line and shows - when a project names no client or location', () => {
    renderDetail(unnamed);
    expect(screen.queryByRole('list', { name: 'Where and for whom' })).not.toBeInTheDocument();
    expect(facts()).toMatchObject({ Client: '-', Location: '-' });
  });

  it('has the overview and a Get In Touch link', () => {
    renderDetail(named);
    const overview = screen.getByRole('region', { name: 'Project Overview' });
    expect(overview).toHaveTextContent(named.description.split('\n')[0] as string);
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact/');
  });

  it('reads in Bangla on a Bangla page, its back link to the Bangla projects and its gallery in Bengali digits', () => {
    const project = pick('bn', true);
    renderDetail(project, 'bn');
    expect(screen.getByRole('link', { name: 'প্রকল্পের তালিকায় ফিরে যান' })).toHaveAttribute(
      'href',
      '/bn/projects/',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'আটতলা বাণিজ্যিক ভবন, উত্তরা' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'কোথায় ও কার জন্য' })).toHaveTextContent('সেক্টর ১১, উত্তরা, ঢাকা');
    expect(facts('প্রকল্পের তথ্য')).toEqual({
      ক্লায়েন্ট: 'নির্মাণ প্রপার্টিজ লিমিটেড',
      অবস্থান: 'সেক্টর ১১, উত্তরা, ঢাকা',
      ধরন: 'ভবন নির্মাণ',
      'সমাপ্তির বছর': '-',
      অবস্থা: '-',
    });
    expect(screen.getByRole('region', { name: 'প্রকল্পের বিবরণ' })).toHaveTextContent('৯৬টি বোরড পাইল');
    expect(screen.getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveAttribute('href', '/bn/contact/');
    expect(screen.getByRole('radio', { name: '৪টির মধ্যে ২ নম্বর ছবি দেখুন' })).toBeInTheDocument();
    expect(screen.queryByText(/[0-9]/)).not.toBeInTheDocument();
  });
});
