import type { SeedTexts } from './articles';

export const en: SeedTexts = {
  'heat-pump-grants-2026': {
    title: 'Heat pump grants: what is available this winter',
    summary:
      'Which energy-efficiency support programmes are open to owners’ associations and private homes, and which documents we prepare for your application.',
    body: [
      {
        type: 'p',
        text: 'A heat pump costs more up front than a gas boiler, but it pays for itself through low heating bills, and sooner still with public support. Here is what our clients ask about most often.',
      },
      { type: 'h2', text: 'For owners’ associations' },
      {
        type: 'p',
        text: 'Through its Energodim programme, Ukraine’s Energy Efficiency Fund partly reimburses owners’ associations for the thermal modernisation of their buildings. A heat pump for space heating or hot water can be part of such a project, together with insulation and an individual heating substation.',
      },
      { type: 'h2', text: 'For private homes' },
      {
        type: 'p',
        text: 'A number of municipalities run their own co-financing schemes for household energy-efficiency measures. Conditions, limits and eligible equipment vary from city to city, so check the current rules on your city council’s website.',
      },
      { type: 'h2', text: 'For clients in Poland' },
      {
        type: 'p',
        text: 'The “Czyste Powietrze” (Clean Air) programme co-finances the replacement of old heat sources, including with heat pumps. Remember that the equipment must meet the programme’s requirements and the installation must be documented.',
      },
      { type: 'h2', text: 'How we help' },
      {
        type: 'ul',
        items: [
          'a heat-loss calculation and the technical specification of the equipment;',
          'certificates of conformity and the equipment’s technical documentation;',
          'a completion certificate, a photo report and the installer’s details with their licence number;',
          'confirmation of the installation by SMS code, which puts the document in your account.',
        ],
      },
      {
        type: 'note',
        text: 'Programme terms change. Before you apply, check the current rules on the programme’s official website, or call us and we will tell you where to start.',
      },
    ],
  },
  'heating-season-check': {
    title: 'Getting your air conditioner ready for the heating season: 6 checks',
    summary:
      'If your air conditioner or heat pump heats in winter, check it before the first frost. What you can do yourself and what to leave to a technician.',
    body: [
      {
        type: 'p',
        text: 'In winter an inverter air conditioner works harder than in summer: it is below zero outside and the room should be at +22 °C. A few simple checks before the cold sets in protect both your comfort and the compressor.',
      },
      {
        type: 'ol',
        items: [
          'Rinse the indoor unit’s filters in warm water and let them dry completely.',
          'Look over the outdoor unit: there should be no leaves or cobwebs on the grille.',
          'Make sure nothing stops meltwater from draining away under the outdoor unit.',
          'Run the heating for 20–30 minutes and listen for any new noises.',
          'Check that no water drips from the indoor unit.',
          'Book a maintenance visit if the last one was more than a year ago.',
        ],
      },
      {
        type: 'p',
        text: 'During maintenance the technician checks the refrigerant pressure, the drain pan heater and the defrost cycle, the things that most often fail in a frost.',
      },
      {
        type: 'note',
        text: 'Until 15 December, seasonal maintenance at our service points is charged at the winter rate. Book it in your account or by calling the service team.',
      },
    ],
  },
  'new-service-points-uzhhorod-rivne': {
    title: 'New service points open in Uzhhorod and Rivne',
    summary: 'Our network now has 12 service points in 11 cities, and warranty call-outs in Zakarpattia and Rivne regions now take no more than 48 hours.',
    body: [
      {
        type: 'p',
        text: 'In September two new service points opened: on Sobranetska Street in Uzhhorod and on Soborna Street in Rivne. Until now, clients in Zakarpattia and the Rivne region waited for a technician from Lviv; now the crews are based locally.',
      },
      {
        type: 'p',
        text: 'Both points handle installation, maintenance and warranty repairs. Rivne also has an air-to-water heat pump specialist, and Uzhhorod keeps spare parts in stock for the most popular series.',
      },
      {
        type: 'p',
        text: 'Addresses, phone numbers and opening hours are on the service points page. Clients with a registered warranty can book a visit in their account.',
      },
    ],
  },
  'r290-monobloc-heat-pumps': {
    title: 'Heat pumps with natural R290 refrigerant join the catalogue',
    summary: 'Propane air-to-water monobloc heat pumps: higher flow temperatures, minimal climate impact and simpler installation.',
    body: [
      {
        type: 'p',
        text: 'We have added a range of monobloc heat pumps from 6 to 16 kW that run on R290 refrigerant. Propane has a global warming potential of 3, while that of R410A exceeds 2,000.',
      },
      { type: 'h2', text: 'Why they are worth a look' },
      {
        type: 'ul',
        items: [
          'flow temperatures up to 75 °C, so they also suit houses with ordinary radiators;',
          'heating at outdoor temperatures down to −25 °C;',
          'a factory-sealed refrigerant circuit: the installer does not handle refrigerant on site;',
          'an A+++ energy class for low-temperature heating.',
        ],
      },
      {
        type: 'p',
        text: 'These systems are installed only by installers certified as heat pump experts. An engineer will check free of charge whether your house is a good fit and estimate your heating costs.',
      },
    ],
  },
  'spring-maintenance': {
    title: 'Spring maintenance: why you should not wait for the heat',
    summary: 'By the end of May, demand for servicing triples. What maintenance includes and why April is the best time to book it.',
    body: [
      {
        type: 'p',
        text: 'Every year the first hot days bring the same picture: everyone switches their air conditioner on at once, and service teams get three times as many requests. Servicing in April or early May means a convenient appointment and cool air from the very first hot day.',
      },
      { type: 'h2', text: 'What the technician does' },
      {
        type: 'ul',
        items: [
          'cleans the filters, heat exchanger and fan of the indoor unit;',
          'applies an antibacterial treatment, so there is no unpleasant smell at start-up;',
          'flushes the drain so condensate does not drip onto the floor;',
          'washes dust and poplar fluff off the outdoor heat exchanger;',
          'checks refrigerant pressure, compressor current and electrical connections.',
        ],
      },
      {
        type: 'p',
        text: 'Maintenance takes about an hour per indoor unit. The visit is added to your equipment’s history automatically, and your warranty stays valid.',
      },
    ],
  },
  'installer-certification-2026': {
    title: 'A new round of installer certification begins',
    summary: 'An updated training programme: more hands-on work with heat pumps and R32, a new exam for the Professional level and yearly renewal.',
    body: [
      {
        type: 'p',
        text: 'In March our training centre in Kyiv began a new round of certification. The programme was updated together with manufacturers’ engineers, and half of the time is now spent on working test rigs.',
      },
      { type: 'h2', text: 'What has changed' },
      {
        type: 'ul',
        items: [
          'a separate module on working safely with the flammable refrigerants R32 and R290;',
          'a practical exam for the Professional level on a multi-split test rig;',
          'the Heat pump expert level now covers hydraulics and control settings;',
          'certification is renewed every year, based on client ratings and spot checks.',
        ],
      },
      {
        type: 'p',
        text: 'Installers apply for certification in their account, where their numbered licence appears once they pass the exam. Dealers see their installers’ levels in the team section.',
      },
    ],
  },
};
