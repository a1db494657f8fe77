import type { InfoPageDocument, Lang } from '../../../../../contracts';

/** The contacts page's texts as they were in messages/*.json. */
export const contacts: Record<Lang, InfoPageDocument<'contacts'>> = {
  uk: {
    meta: {
      title: 'Контакти',
      description: 'Адреса офісу Climate Portal у Києві, телефони й e-mail відділів продажу, сервісу, партнерської мережі та проєктування, графік роботи.',
    },
    title: 'Контакти',
    lead: 'Телефонуйте, пишіть або приходьте до нашого офісу в Києві — відповімо на запитання про обладнання, монтаж і сервіс.',
    directions: '5 хвилин пішки від станції метро «Олімпійська».',
    visitTitle: 'Завітайте до нас',
    visitText:
      'В офісі працює шоурум: можна послухати, як працюють кондиціонери різних серій, і поговорити з інженером. Для клієнтів є безкоштовна парковка у дворі.',
    departmentsTitle: 'Відділи',
    departmentsIntro: 'Звертайтеся напряму до потрібного відділу — так відповідь буде швидшою.',
    departments: {
      sales: {
        name: 'Відділ продажу',
        text: 'Підбір обладнання, ціни й наявність, оформлення замовлень і доставка.',
      },
      service: {
        name: 'Сервісна служба',
        text: 'Гарантійні випадки, ремонт, сезонне обслуговування та виклик майстра.',
      },
      partners: {
        name: 'Партнерська мережа',
        text: 'Співпраця з дилерами й монтажниками, навчання та сертифікація.',
      },
      projects: {
        name: 'Проєктний відділ',
        text: 'Розрахунки, специфікації та супровід об’єктів для проєктувальників і забудовників.',
      },
    },
    placeTitle: 'Сервісні пункти в 11 містах',
    placeText: 'Знайдіть найближчий пункт, щоб привезти обладнання на діагностику або замовити виїзд майстра.',
    placeLink: 'Дивитися сервісні пункти',
    socialsTitle: 'Ми в соцмережах',
    socialsText: 'Новини, поради з догляду за кондиціонером і відповіді на запитання — щотижня.',
  },
  en: {
    meta: {
      title: 'Contacts',
      description:
        'Climate Portal’s office address in Kyiv, phone numbers and e-mail addresses of our sales, service, partner network and design teams, and opening hours.',
    },
    title: 'Contacts',
    lead: 'Call us, write to us or visit our office in Kyiv: we are happy to answer your questions about equipment, installation and service.',
    directions: 'A five-minute walk from Olimpiiska metro station.',
    visitTitle: 'Come and see us',
    visitText:
      'Our office has a showroom where you can hear how different air conditioner series actually sound and talk to an engineer. Free customer parking is available in the courtyard.',
    departmentsTitle: 'Departments',
    departmentsIntro: 'Contact the right team directly and you will get an answer sooner.',
    departments: {
      sales: {
        name: 'Sales',
        text: 'Choosing equipment, prices and availability, orders and delivery.',
      },
      service: {
        name: 'Service',
        text: 'Warranty cases, repairs, seasonal maintenance and call-outs.',
      },
      partners: {
        name: 'Partner network',
        text: 'Working with dealers and installers, training and certification.',
      },
      projects: {
        name: 'Design department',
        text: 'Calculations, specifications and project support for designers and developers.',
      },
    },
    placeTitle: 'Service points in 11 cities',
    placeText: 'Find the nearest one to bring your equipment in for diagnostics or to book a technician visit.',
    placeLink: 'See service points',
    socialsTitle: 'Follow us',
    socialsText: 'News, air conditioner care tips and answers to your questions every week.',
  },
  pl: {
    meta: {
      title: 'Kontakt',
      description:
        'Adres biura Climate Portal w Kijowie, telefony i adresy e-mail działów sprzedaży, serwisu, sieci partnerskiej i projektowego oraz godziny pracy.',
    },
    title: 'Kontakt',
    lead: 'Zadzwoń, napisz albo odwiedź nasze biuro w Kijowie — odpowiemy na pytania o urządzenia, montaż i serwis.',
    directions: '5 minut pieszo od stacji metra Olimpijśka.',
    visitTitle: 'Odwiedź nas',
    visitText:
      'W biurze działa showroom: możesz posłuchać, jak pracują klimatyzatory różnych serii, i porozmawiać z inżynierem. Dla klientów jest bezpłatny parking na dziedzińcu.',
    departmentsTitle: 'Działy',
    departmentsIntro: 'Skontaktuj się bezpośrednio z właściwym działem — odpowiedź przyjdzie szybciej.',
    departments: {
      sales: {
        name: 'Dział sprzedaży',
        text: 'Dobór urządzeń, ceny i dostępność, realizacja zamówień i dostawa.',
      },
      service: {
        name: 'Serwis',
        text: 'Zgłoszenia gwarancyjne, naprawy, przeglądy sezonowe i wezwanie technika.',
      },
      partners: {
        name: 'Sieć partnerska',
        text: 'Współpraca z dealerami i instalatorami, szkolenia i certyfikacja.',
      },
      projects: {
        name: 'Dział projektowy',
        text: 'Obliczenia, specyfikacje i wsparcie inwestycji dla projektantów i deweloperów.',
      },
    },
    placeTitle: 'Punkty serwisowe w 11 miastach',
    placeText: 'Znajdź najbliższy punkt, aby przywieźć urządzenie do diagnostyki lub zamówić wizytę technika.',
    placeLink: 'Zobacz punkty serwisowe',
    socialsTitle: 'Jesteśmy w mediach społecznościowych',
    socialsText: 'Aktualności, porady dotyczące pielęgnacji klimatyzatora i odpowiedzi na pytania — co tydzień.',
  },
};
