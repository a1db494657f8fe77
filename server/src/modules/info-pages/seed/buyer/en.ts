import type { InfoPageDocument } from '../../../../../../contracts';

export const en: InfoPageDocument<'buyer'> = {
  meta: {
    title: 'How to choose an air conditioner or heat pump',
    description:
      'A practical buyer’s guide: how to size capacity per square metre, why inverter matters, what SEER and SCOP mean, how quiet is quiet enough, which refrigerant to choose, plus installation, warranty and maintenance.',
  },
  title: 'How to choose an air conditioner or heat pump',
  lead: 'A well-chosen system runs quietly, uses little electricity and lasts 12–15 years. Here is what is worth knowing before you buy: no marketing, just what we explain to our clients every day.',
  tocTitle: 'Contents',
  sections: [
    {
      id: 'capacity',
      title: 'Capacity: how many kW per square metre',
      blocks: [
        {
          type: 'p',
          text: 'The rule of thumb for flats with ceilings up to 2.7 m is 1 kW of cooling capacity per 10 m² of floor area. Add 15–20 % if the windows face south or west, the flat is on the top floor, there is a lot of glazing, or the room is full of people and equipment.',
        },
        {
          type: 'table',
          caption: 'Sizing a residential air conditioner: a rough guide',
          head: ['Room area', 'Cooling capacity', 'Model size'],
          rows: [
            ['up to 20 m²', '2.0–2.5 kW', '07'],
            ['20–25 m²', '2.5–2.7 kW', '09'],
            ['25–35 m²', '3.2–3.5 kW', '12'],
            ['35–50 m²', '4.5–5.3 kW', '18'],
            ['50–70 m²', '6.0–7.0 kW', '24'],
          ],
        },
        {
          type: 'p',
          text: 'For a heat pump that will heat a whole house, “kW per metre” does not work: the capacity follows the heat loss. A new, well-insulated house loses 40–60 W/m²; an older one without insulation, 100–150 W/m². Our engineer calculates the heat loss from the floor plan and wall build-up, free of charge when you order a design.',
        },
        {
          type: 'note',
          text: 'Bigger is not better. An oversized unit cycles on and off more often, creates draughts, is noisier and dehumidifies the air worse.',
        },
      ],
    },
    {
      id: 'inverter',
      title: 'Inverter or on/off',
      blocks: [
        {
          type: 'p',
          text: 'A classic on/off unit works in bursts: the compressor runs at full power, cools the room and stops. An inverter unit varies the compressor speed smoothly and holds the set temperature to within a degree.',
        },
        {
          type: 'ul',
          items: [
            '30–40 % less electricity over a season;',
            'quieter operation, especially at night;',
            'no sudden temperature swings or cold draughts;',
            'efficient heating in winter: low-temperature series work down to −15…−25 °C.',
          ],
        },
        {
          type: 'p',
          text: 'Almost every model in our catalogue is an inverter. On/off only makes sense for a room where the air conditioner is switched on a few times a year.',
        },
      ],
    },
    {
      id: 'efficiency',
      title: 'Energy class: SEER and SCOP',
      blocks: [
        {
          type: 'p',
          text: 'On the EU energy label, look past the letters to the seasonal figures: SEER for cooling efficiency and SCOP for heating efficiency. The higher they are, the lower your electricity bill.',
        },
        {
          type: 'table',
          caption: 'Air conditioner energy classes by seasonal efficiency',
          head: ['Class', 'SEER (cooling)', 'SCOP (heating)'],
          rows: [
            ['A+++', '≥ 8.5', '≥ 5.1'],
            ['A++', '6.1–8.5', '4.6–5.1'],
            ['A+', '5.6–6.1', '4.0–4.6'],
            ['A', '5.1–5.6', '3.4–4.0'],
          ],
        },
        {
          type: 'p',
          text: 'If you plan to heat with an air conditioner or heat pump, look first at SCOP and at the rated heating capacity at −7 °C and −15 °C: that tells you whether the system will cope in a cold snap.',
        },
      ],
    },
    {
      id: 'noise',
      title: 'Noise level',
      blocks: [
        {
          type: 'p',
          text: 'For a bedroom, choose an indoor unit rated at 19–22 dB(A) on the lowest fan speed, which is quieter than rustling leaves. Up to 30 dB(A) is comfortable for a living room or an office.',
        },
        {
          type: 'p',
          text: 'Do not forget the outdoor unit: 45–55 dB(A) is normal, but it should not sit next to a neighbour’s bedroom window. The installer will find the right spot and fit anti-vibration mounts.',
        },
      ],
    },
    {
      id: 'refrigerant',
      title: 'Refrigerant',
      blocks: [
        {
          type: 'ul',
          items: [
            'R32 is today’s standard for split systems: more efficient than R410A, with about a third of its climate impact.',
            'R410A is being phased out: the EU restricts fluorinated gases with a high global warming potential.',
            'R290 (propane) is a natural refrigerant with minimal climate impact, increasingly used in monobloc heat pumps.',
          ],
        },
        { type: 'p', text: 'If you are buying now, choose R32 or R290, and you will not struggle to find service or refrigerant in a few years’ time.' },
      ],
    },
    {
      id: 'heat-pumps',
      title: 'Heat pumps: what to consider',
      blocks: [
        {
          type: 'p',
          text: 'An air-to-water heat pump takes heat from the outdoor air and passes it to your heating system and hot water cylinder. Over a season it delivers 3–4 kWh of heat for every kWh of electricity.',
        },
        {
          type: 'ul',
          items: [
            'it works best with underfloor heating: a flow temperature of 30–35 °C instead of the 55–60 °C radiators need;',
            'check the operating range: models built for our climate heat down to −20…−25 °C;',
            'a monobloc is simpler to install; a split version is better protected against freezing;',
            'in a house with radiators, the engineer checks whether they are large enough for low-temperature operation.',
          ],
        },
      ],
    },
    {
      id: 'installation',
      title: 'Installation',
      blocks: [
        {
          type: 'p',
          text: 'Even the best model performs badly if it is installed badly. Most service calls come down to installation: poor evacuation, sloppy flaring, a condensate drain without enough fall.',
        },
        {
          type: 'ol',
          items: [
            'An engineer assesses the space and agrees with you where the units will go.',
            'A certified installer runs the pipework, evacuates the system and tests it for leaks.',
            'After commissioning you receive a photo report and confirm completion with a code sent by text message.',
          ],
        },
        {
          type: 'p',
          text: 'A standard split-system installation takes 3–5 hours and includes up to 3 m of pipework. In a block of flats, agree the position of the outdoor unit on the facade with the owners’ association or the building manager in advance.',
        },
      ],
    },
    {
      id: 'warranty',
      title: 'Warranty',
      blocks: [
        {
          type: 'p',
          text: 'A manufacturer’s warranty only applies to professionally installed equipment. With us it is registered automatically as soon as you confirm completion with the code from the text message: up to 5 years on the equipment and 3 years on the installation. The one condition is yearly maintenance, and your account will remind you when it is due.',
        },
      ],
    },
    {
      id: 'maintenance',
      title: 'Maintenance',
      blocks: [
        {
          type: 'ul',
          items: [
            'rinse the indoor unit’s filters yourself every 2–4 weeks during the season;',
            'have a professional service at least once a year, or in spring and autumn if the unit works hard;',
            'the technician cleans the heat exchangers and drain, applies antibacterial treatment, and checks refrigerant pressure and electrical connections;',
            'a heat pump should be checked before every heating season.',
          ],
        },
        { type: 'p', text: 'Regular care extends the compressor’s life and keeps the system efficient: a dirty heat exchanger raises energy use by 10–25 %.' },
      ],
    },
  ],
  faqTitle: 'Frequently asked questions',
  faq: [
    {
      question: 'Can an air conditioner be installed in winter?',
      answer: [
        'Yes. Down to −10 °C the installation follows the usual procedure. Winter is also the easiest time to get a convenient date: in spring the wait can reach two weeks.',
      ],
    },
    {
      question: 'How long does installation take?',
      answer: [
        'A standard split system takes 3–5 hours. A multi-split for several rooms takes 1–2 days. An air-to-water heat pump with its pipework takes 2 to 4 days, depending on the heating system.',
      ],
    },
    {
      question: 'Can I heat my home with an air conditioner?',
      answer: [
        'An inverter air conditioner is an air-to-air heat pump, and in spring and autumn it heats 3–4 times more cheaply than an electric convector.',
        'For winter heating, choose a low-temperature series that works down to −25 °C. As the main heat source for a house, an air-to-water heat pump is the more practical choice.',
      ],
    },
    {
      question: 'What does a standard installation include?',
      answer: [
        'Up to 3 m of pipework, brackets for the outdoor unit, one hole through the wall, the condensate drain, connection to an existing socket or circuit, evacuation, leak testing and commissioning. Extra pipe length, trunking and chasing are priced separately, and you will know the cost before work starts.',
      ],
    },
    {
      question: 'Do I need permission for the outdoor unit?',
      answer: [
        'Not for a private house. In a block of flats, a unit on the facade is agreed with the owners’ association or the building manager, and listed buildings have rules of their own. We will suggest positions that do not spoil the facade.',
      ],
    },
    {
      question: 'How do I register the warranty?',
      answer: [
        'There is nothing to do: after the installation you receive a text message with a code, you enter it to confirm, and the warranty appears in your account together with the details of the equipment and the installer.',
      ],
    },
    {
      question: 'How often does it need servicing?',
      answer: ['At least once a year. If the unit both cools and heats, or works in a dusty room, twice a year: in spring and in autumn.'],
    },
  ],
  cta: {
    title: 'Still have questions?',
    text: 'An engineer will help you choose a model for your space and estimate the installation cost.',
    catalogue: 'Browse the catalogue',
    contacts: 'Get advice',
  },
};
