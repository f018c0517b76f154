import type { Project } from './types';

/** Completed projects, in the order the site lists them. The first has no named client or location. */
export const projects = [
  {
    id: 'residential-apartment-building',
    title: 'Six-Storey Residential Apartment Building',
    category: 'Building Construction',
    client: '',
    location: '',
    year: 2022,
    description:
      'A six-storey reinforced concrete apartment building with twelve family units, built on bored cast-in-situ piles. Our scope covered piling, the RCC frame, brick masonry, roof casting and the full plumbing and electrical rough-in, with our own excavator and trucks handling the earthwork and material deliveries.\n\nThe building was handed over with painted interiors, tiled floors and bathrooms, and an overhead water tank and pump system. Concrete cylinders and reinforcement samples were tested at every floor, and the owner received weekly progress photos from the first pile to the final coat of paint.',
    images: ['projects/residential-apartment-building-1.jpg'],
    thumbnail: 'projects/residential-apartment-building-1.jpg',
  },
  {
    id: 'uttara-commercial-building',
    title: 'Eight-Storey Commercial Building, Uttara',
    category: 'Building Construction',
    client: 'Nirman Properties Ltd.',
    location: 'Sector 11, Uttara, Dhaka',
    year: 2024,
    description:
      'An eight-storey commercial building with a basement car park, ground-floor shops and open-plan offices above. We carried out the basement excavation with shoring and dewatering, 96 bored piles, the RCC frame with flat-slab floors and the masonry envelope, working within a tight plot bounded by occupied buildings on two sides.\n\nFinishing included large-format floor tiles in the lobbies, painted and false-ceilinged office floors, and complete plumbing and sanitary installations. Materials came from our own supply division, which kept sand, stone chips and cement arriving on schedule, and the building was handed over to the client in 2024.',
    images: [
      'projects/uttara-commercial-building-1.jpg',
      'projects/uttara-commercial-building-2.jpg',
      'projects/uttara-commercial-building-3.jpg',
      'projects/uttara-commercial-building-4.jpg',
    ],
    thumbnail: 'projects/uttara-commercial-building-1.jpg',
  },
] satisfies Project[];
