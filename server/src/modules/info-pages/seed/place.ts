import type { InfoPageDocument, Lang } from '../../../../../contracts';

/** The place page's texts as they were in messages/*.json. */
export const place: Record<Lang, InfoPageDocument<'place'>> = {
  uk: {
    meta: {
      title: 'Сервісні пункти',
      description:
        '12 сервісних пунктів Climate Portal у Києві, Львові, Одесі, Дніпрі, Харкові та інших містах України: адреси, телефони, графік роботи й послуги на карті.',
    },
    title: 'Сервісні пункти',
    lead: 'Привезіть обладнання на діагностику, замовте монтаж чи технічне обслуговування або просто порадьтеся з інженером — наші пункти працюють в 11 містах України.',
    ctaTitle: 'Немає пункту у вашому місті?',
    ctaText: 'Наші сертифіковані монтажники працюють по всій Україні. Залиште заявку — і ми знайдемо найближчого майстра.',
  },
  en: {
    meta: {
      title: 'Service points',
      description:
        'Climate Portal’s 12 service points in Kyiv, Lviv, Odesa, Dnipro, Kharkiv and other Ukrainian cities: addresses, phone numbers, opening hours and services, on a map.',
    },
    title: 'Service points',
    lead: 'Bring your equipment in for diagnostics, book an installation or maintenance visit, or just get advice from an engineer: our service points are open in 11 cities across Ukraine.',
    ctaTitle: 'No service point in your city?',
    ctaText: 'Our certified installers work all over Ukraine. Send us a request and we will find the nearest technician.',
  },
  pl: {
    meta: {
      title: 'Punkty serwisowe',
      description:
        '12 punktów serwisowych Climate Portal w Kijowie, Lwowie, Odessie, Dnieprze, Charkowie i innych miastach Ukrainy: adresy, telefony, godziny otwarcia i usługi na mapie.',
    },
    title: 'Punkty serwisowe',
    lead: 'Przywieź urządzenie do diagnostyki, zamów montaż lub przegląd serwisowy albo po prostu porozmawiaj z inżynierem — nasze punkty działają w 11 miastach Ukrainy.',
    ctaTitle: 'Nie ma punktu w Twoim mieście?',
    ctaText: 'Nasi certyfikowani instalatorzy pracują w całej Ukrainie. Wyślij zgłoszenie, a znajdziemy najbliższego technika.',
  },
};
