import type { InfoPageDocument } from '../../../../../../contracts';

export const en: InfoPageDocument<'company'> = {
  meta: {
    title: 'About the company',
    description:
      'Climate Portal sells, designs, installs and services air conditioners and heat pumps across Ukraine, with a network of certified installers, our own service points and a warranty you can check online.',
  },
  title: 'About the company',
  lead: 'We help families and businesses get a comfortable indoor climate with no surprises: we choose the equipment, design the system, have it installed by certified professionals and look after it for years.',
  story: {
    title: 'Who we are',
    paragraphs: [
      'Climate Portal started in 2011 as a small installation crew in Kyiv. Today it is a national network: 12 service points of our own in 11 cities, more than 120 certified installers and partner dealers from Uzhhorod to Kharkiv.',
      'We work with residential and light-commercial air conditioners, multi-split systems, and air-to-air and air-to-water heat pumps. Our equipment comes directly from manufacturers and their official distributors, so we answer for every unit, from the warehouse to the last maintenance visit.',
      'The portal brings everyone involved together. Clients see their equipment, service history and warranty; installers see their orders and calendar; dealers manage their teams; designers work with project specifications.',
    ],
  },
  services: {
    title: 'What we do',
    items: [
      {
        icon: 'sales',
        title: 'Equipment sales',
        text: 'Air conditioners, multi-split systems and heat pumps from leading manufacturers, with up-to-date prices and stock. We help you pick a model that fits the room, the budget and how quiet it needs to be.',
      },
      {
        icon: 'design',
        title: 'System design',
        text: 'We calculate heat loads, size the equipment, plan where the units go and prepare specifications for flats, houses, offices and shops.',
      },
      {
        icon: 'installation',
        title: 'Installation',
        text: 'Only certified installers do the work, and they all follow the same procedure: line evacuation, leak testing, commissioning and a photo report.',
      },
      {
        icon: 'service',
        title: 'Service and warranty',
        text: 'Seasonal maintenance, cleaning and antibacterial treatment, diagnostics, refrigerant top-ups, and repairs both under and after warranty.',
      },
    ],
  },
  network: {
    title: 'A network of certified installers',
    paragraphs: [
      'Every installer in our network trains at our training centre, passes a written and a practical exam and receives a licence with a personal number. Partner dealers are responsible for their teams, and our engineers carry out spot checks on site.',
      'After each installation the client rates the work, and those ratings make up the installer’s public score. Certification has to be renewed every year, which keeps the standard the same in every city.',
    ],
    levelsTitle: 'Certification levels',
    levels: [
      { title: 'Basic', text: 'Residential split systems up to 7 kW: flats and small offices.' },
      { title: 'Professional', text: 'Multi-split, ducted, cassette and light-commercial systems, including long and complex pipe runs.' },
      { title: 'Heat pump expert', text: 'Air-to-water systems, hydraulic connections, integration with space heating and hot water.' },
    ],
  },
  warranty: {
    title: 'A warranty you can check',
    paragraphs: [
      'When the installation is finished, the client confirms it with a code sent by text message. From that moment the warranty is registered, and the details of the equipment, the installer and every maintenance visit are kept in the client’s account, so there is no paper coupon to lose.',
    ],
    points: [
      'up to 5 years on the equipment, depending on the manufacturer and series;',
      '3 years on the installation work;',
      'a technician on site within 48 hours for a warranty case in the cities where we have service points;',
      'just one condition: yearly maintenance, and we will remind you when it is due.',
    ],
  },
  numbers: {
    title: 'Climate Portal in numbers',
    items: [
      { value: '15', label: 'years in the climate equipment business' },
      { value: '38,000+', label: 'systems installed' },
      { value: '120+', label: 'certified installers' },
      { value: '12', label: 'service points in 11 cities' },
      { value: '4.8 / 5', label: 'average installation rating from clients' },
    ],
  },
  values: {
    title: 'What we stand for',
    items: [
      { title: 'Honest advice', text: 'We recommend what the room really needs, not the most expensive model in the catalogue.' },
      { title: 'Quality by the book', text: 'The same installation standard in every city, with a photo report and checks at every step.' },
      { title: 'Transparency', text: 'Work status, documents and warranty are online in your account: no phone calls, no paperwork.' },
      { title: 'In it for the long run', text: 'We stay with you after the installation, remind you about maintenance and respond quickly when you need us.' },
    ],
  },
  cta: {
    title: 'Need advice?',
    text: 'Tell us about your space and an engineer will choose the equipment and estimate the installation cost free of charge.',
    catalogue: 'Browse the catalogue',
    contacts: 'Contact us',
  },
};
