import type { InfoCard, PageIntro, SupplyMaterial, Testimonial } from './types';

/** The nine materials of the Supply page. Capacities are per month, in tons, and are not shown on screen. */
export const supplyMaterials = [
  {
    id: 'sylhet-sand',
    name: 'Sylhet Sand',
    description:
      'Coarse, clean sand from the Sylhet region with a fineness modulus of 2.5 or more, the standard choice for RCC casting and structural concrete. Supplied washed and measured by the truckload or by the vessel.',
    image: 'supply/sylhet-sand.jpg',
    capacityTonsPerMonth: 2000,
  },
  {
    id: 'local-sand',
    name: 'Local Sand',
    description:
      'Fine river sand for brick masonry, plastering and land filling. Delivered in bulk for land development projects by bulkhead vessel and dump truck.',
    image: 'supply/local-sand.jpg',
    capacityTonsPerMonth: 1800,
  },
  {
    id: 'stone-chips',
    name: 'Stone Chips',
    description:
      'Crushed stone aggregate in 3/4 inch and 1/2 inch sizes for columns, beams, slabs and pile casting. Graded and free of dust and clay.',
    image: 'supply/stone-chips.jpg',
    capacityTonsPerMonth: 1500,
  },
  {
    id: 'brick-chips',
    name: 'Brick Chips',
    description:
      'Machine-broken chips from first-class bricks, used for lean concrete, floor bases and road sub-base. Supplied in standard and picked grades.',
    image: 'supply/brick-chips.jpg',
    capacityTonsPerMonth: 1200,
  },
  {
    id: 'first-class-bricks',
    name: 'First-Class Bricks',
    description:
      'Well-burnt, uniform bricks from auto and zigzag kilns, suitable for load-bearing and partition walls. Each consignment is checked for size, colour and ring.',
    image: 'supply/first-class-bricks.jpg',
    capacityTonsPerMonth: 1000,
  },
  {
    id: 'cement',
    name: 'Cement',
    description:
      'Portland composite and ordinary Portland cement from leading Bangladeshi brands, supplied in 50 kg bags. Fresh stock with batch dates checked on delivery.',
    image: 'supply/cement.jpg',
    capacityTonsPerMonth: 1000,
  },
  {
    id: 'ms-rod',
    name: 'MS Rod',
    description:
      'Grade 500W deformed steel bars from 10 mm to 32 mm, with mill test certificates. Cut-to-length supply is available for bar bending schedules.',
    image: 'supply/ms-rod.jpg',
    capacityTonsPerMonth: 800,
  },
  {
    id: 'bitumen',
    name: 'Bitumen',
    description:
      '60/70 and 80/100 penetration grade bitumen for road carpeting and waterproofing, supplied in drums. Suitable for LGED and RHD specification work.',
    image: 'supply/bitumen.jpg',
    capacityTonsPerMonth: 800,
  },
  {
    id: 'boulders',
    name: 'Boulders',
    description:
      'Large hard stone boulders for riverbank protection, embankments and heavy foundations. Delivered by vessel to riverside sites.',
    image: 'supply/boulders.jpg',
    capacityTonsPerMonth: 900,
  },
] satisfies SupplyMaterial[];

export const whyChooseUs = [
  {
    title: 'Checked Quality',
    description:
      'Every consignment is checked at the source and on arrival for grade, size and cleanliness, and test certificates are provided where the material has them.',
    icon: 'shield',
  },
  {
    title: 'On-Time Delivery',
    description:
      'Our own dump trucks, tippers and bulkhead vessel deliver to your site on the agreed day, so the pour or the wall is never held up.',
    icon: 'truck',
  },
  {
    title: 'Fair, Transparent Pricing',
    description:
      'We buy directly from quarries, ghats and kilns and quote a clear price per unit, with a delivery challan for every load.',
    icon: 'check',
  },
] satisfies InfoCard[];

/** Sample testimonials; the slider that shows them is hidden, as the spec says. */
export const testimonials = [
  {
    id: 'rashed-khan',
    name: 'Rashed Khan',
    company: 'Nirman Properties Ltd.',
    photo: 'testimonials/rashed-khan.jpg',
    quote:
      'Unnoti supplied sand and stone chips for our Uttara project for over a year. Deliveries came when promised and the Sylhet sand was consistently clean.',
  },
  {
    id: 'tasnim-ara',
    name: 'Tasnim Ara',
    company: 'Ara Builders & Developers',
    photo: 'testimonials/tasnim-ara.jpg',
    quote:
      'We rented two excavators and a bulldozer for a land development job. The operators knew their work and the machines were serviced on site without delays.',
  },
  {
    id: 'mohammad-sohrab',
    name: 'Mohammad Sohrab',
    company: 'Sohrab Textile Mills',
    photo: 'testimonials/mohammad-sohrab.jpg',
    quote:
      'Their team built our factory shed and internal road on schedule. Clear billing and straight answers made the whole project easy to manage.',
  },
] satisfies Testimonial[];

/** The headings of the Supply page's sections under the hero, and its closing call to action. */
export const supplyPage = {
  materials: {
    eyebrow: 'What We Supply',
    title: 'Materials for every stage of the build',
    lead: 'From the sand in the first pour to the bitumen on the approach road. Choose a material to see what it is used for.',
  },
  whyChooseUs: {
    eyebrow: 'Why Choose Us',
    title: 'A supplier you can plan a pour around',
    lead: 'We build with these materials ourselves, so we buy, check and deliver them the way a site engineer would want.',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our clients say',
    lead: 'Developers and factory owners on working with our supply, rental and construction teams.',
  },
  quote: {
    eyebrow: 'Request a Quote',
    title: 'Need materials on site?',
    lead: 'Tell us the material, the quantity and the site location. We will reply within one working day with a price per unit and a delivery date.',
    action: 'Request Quote',
  },
} satisfies {
  materials: PageIntro;
  whyChooseUs: PageIntro;
  testimonials: PageIntro;
  quote: PageIntro & { action: string };
};
