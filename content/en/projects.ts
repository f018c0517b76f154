import { formatNumber } from '@/lib/i18n';
import type { ProjectsText } from '../projects';
import { company } from './company';

const number = (value: number) => formatNumber('en', value);

/** The Projects pages in English: each project's words by id, the categories' names, the pages' words. */
export const projects = {
  items: {
    'residential-apartment-building': {
      title: 'Six-Storey Residential Apartment Building',
      client: '',
      location: '',
      description:
        'A six-storey reinforced concrete apartment building with twelve family units, built on bored cast-in-situ piles. Our scope covered piling, the RCC frame, brick masonry, roof casting and the full plumbing and electrical rough-in, with our own excavator and trucks handling the earthwork and material deliveries.\n\nThe building was handed over with painted interiors, tiled floors and bathrooms, and an overhead water tank and pump system. Concrete cylinders and reinforcement samples were tested at every floor, and the owner received weekly progress photos from the first pile to the final coat of paint.',
    },
    'uttara-commercial-building': {
      title: 'Eight-Storey Commercial Building, Uttara',
      client: 'Nirman Properties Ltd.',
      location: 'Sector 11, Uttara, Dhaka',
      description:
        'An eight-storey commercial building with a basement car park, ground-floor shops and open-plan offices above. We carried out the basement excavation with shoring and dewatering, 96 bored piles, the RCC frame with flat-slab floors and the masonry envelope, working within a tight plot bounded by occupied buildings on two sides.\n\nFinishing included large-format floor tiles in the lobbies, painted and false-ceilinged office floors, and complete plumbing and sanitary installations. Materials came from our own supply division, which kept sand, stone chips and cement arriving on schedule, and the building was handed over to the client in 2024.',
    },
  },
  categories: {
    'building-construction': 'Building Construction',
    'road-construction': 'Road Construction',
    'piling-foundation': 'Piling & Foundation',
    earthwork: 'Earthwork',
  },
  page: {
    browser: {
      intro: { eyebrow: 'Portfolio', title: 'Browse our projects' },
      filterLabel: 'Filter projects by category',
      count: (count) => `${number(count)} ${count === 1 ? 'Project' : 'Projects'} Found`,
      empty: 'No projects found in this category.',
      emptyAction: 'Ask us about this kind of project',
    },
    detail: {
      back: 'Back to Projects',
      where: 'Where and for whom',
      overview: 'Project Overview',
      info: 'Project Information',
      facts: {
        client: 'Client',
        location: 'Location',
        category: 'Category',
        completionYear: 'Completion Year',
        status: 'Status',
      },
      none: '-',
      cta: {
        title: 'Planning something similar?',
        body: 'Tell us about your site and schedule; we reply within one working day.',
        button: 'Get In Touch',
      },
      gallery: {
        label: (title) => `${title} pictures`,
        picture: (title, n, count) => `${title}, picture ${number(n)} of ${number(count)}`,
        show: (n, count) => `Show picture ${number(n)} of ${number(count)}`,
        counter: (n, count) => `${number(n)} / ${number(count)}`,
        previous: 'Previous picture',
        next: 'Next picture',
        picker: 'Pictures',
      },
    },
    more: { eyebrow: 'Portfolio', title: 'More Projects' },
    shareAlt: (title) => `${title}, built by ${company.name}`,
  },
} satisfies ProjectsText;
