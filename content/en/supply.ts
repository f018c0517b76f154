import type { SupplyText } from '../supply';

/** The Supply page in English: each material's, reason's and testimonial's words by id, and the page's words. */
export const supply = {
  materials: {
    'sylhet-sand': {
      name: 'Sylhet Sand',
      description:
        'Coarse, clean sand from the Sylhet region with a fineness modulus of 2.5 or more, the standard choice for RCC casting and structural concrete. Supplied washed and measured by the truckload or by the vessel.',
    },
    'local-sand': {
      name: 'Local Sand',
      description:
        'Fine river sand for brick masonry, plastering and land filling. Delivered in bulk for land development projects by bulkhead vessel and dump truck.',
    },
    'stone-chips': {
      name: 'Stone Chips',
      description:
        'Crushed stone aggregate in 3/4 inch and 1/2 inch sizes for columns, beams, slabs and pile casting. Graded and free of dust and clay.',
    },
    'brick-chips': {
      name: 'Brick Chips',
      description:
        'Machine-broken chips from first-class bricks, used for lean concrete, floor bases and road sub-base. Supplied in standard and picked grades.',
    },
    'first-class-bricks': {
      name: 'First-Class Bricks',
      description:
        'Well-burnt, uniform bricks from auto and zigzag kilns, suitable for load-bearing and partition walls. Each consignment is checked for size, colour and ring.',
    },
    cement: {
      name: 'Cement',
      description:
        'Portland composite and ordinary Portland cement from leading Bangladeshi brands, supplied in 50 kg bags. Fresh stock with batch dates checked on delivery.',
    },
    'ms-rod': {
      name: 'MS Rod',
      description:
        'Grade 500W deformed steel bars from 10 mm to 32 mm, with mill test certificates. Cut-to-length supply is available for bar bending schedules.',
    },
    bitumen: {
      name: 'Bitumen',
      description:
        '60/70 and 80/100 penetration grade bitumen for road carpeting and waterproofing, supplied in drums. Suitable for LGED and RHD specification work.',
    },
    boulders: {
      name: 'Boulders',
      description:
        'Large hard stone boulders for riverbank protection, embankments and heavy foundations. Delivered by vessel to riverside sites.',
    },
  },
  whyChooseUs: {
    'checked-quality': {
      title: 'Checked Quality',
      description:
        'Every consignment is checked at the source and on arrival for grade, size and cleanliness, and test certificates are provided where the material has them.',
    },
    'on-time-delivery': {
      title: 'On-Time Delivery',
      description:
        'Our own dump trucks, tippers and bulkhead vessel deliver to your site on the agreed day, so the pour or the wall is never held up.',
    },
    'fair-pricing': {
      title: 'Fair, Transparent Pricing',
      description:
        'We buy directly from quarries, ghats and kilns and quote a clear price per unit, with a delivery challan for every load.',
    },
  },
  testimonials: {
    'rashed-khan': {
      name: 'Rashed Khan',
      company: 'Nirman Properties Ltd.',
      quote:
        'Unnoti supplied sand and stone chips for our Uttara project for over a year. Deliveries came when promised and the Sylhet sand was consistently clean.',
    },
    'tasnim-ara': {
      name: 'Tasnim Ara',
      company: 'Ara Builders & Developers',
      quote:
        'We rented two excavators and a bulldozer for a land development job. The operators knew their work and the machines were serviced on site without delays.',
    },
    'mohammad-sohrab': {
      name: 'Mohammad Sohrab',
      company: 'Sohrab Textile Mills',
      quote:
        'Their team built our factory shed and internal road on schedule. Clear billing and straight answers made the whole project easy to manage.',
    },
  },
  page: {
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
    materialCard: {
      dialogEyebrow: 'Construction Material',
      requestQuote: { shown: 'Request Quote', hiddenAfter: 'for {name}' },
      whatsappMessage: (name) =>
        `Hello Unnoti Construction, I would like today's price for ${name}, delivered to my site.`,
      whatsapp: { shown: 'Ask on WhatsApp', hiddenAfter: 'about {name}' },
    },
    slider: {
      role: 'carousel',
      label: 'Testimonials',
      previous: 'Previous testimonial',
      next: 'Next testimonial',
      counter: '{position} / {count}',
      picker: 'Choose a testimonial',
    },
  },
} satisfies SupplyText;
