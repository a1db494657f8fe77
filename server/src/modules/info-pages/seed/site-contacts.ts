import type { SiteContactsDocument } from '../../../../../contracts';

type Hours = SiteContactsDocument['hours'];
const office: Hours = { weekdays: { from: '09:00', to: '19:00' }, saturday: { from: '10:00', to: '16:00' }, sunday: null };
const extended: Hours = { weekdays: { from: '08:00', to: '20:00' }, saturday: { from: '09:00', to: '18:00' }, sunday: { from: '10:00', to: '16:00' } };
const short: Hours = { weekdays: { from: '09:00', to: '18:00' }, saturday: { from: '10:00', to: '15:00' }, sunday: null };
const weekdaysOnly: Hours = { weekdays: { from: '09:00', to: '18:00' }, saturday: null, sunday: null };

/** The contact details and service points as they were in lib/site-config.ts, features/service-points/data.ts and messages: their first version. */
export const siteContactsSeed: SiteContactsDocument = {
  phone: '+380 44 390 55 00',
  hotline: '0 800 50 55 00',
  email: 'support@climate-portal.ua',
  privacyEmail: 'privacy@climate-portal.ua',
  address: {
    uk: 'вул. Велика Васильківська, 72, Київ, 03150',
    en: '72 Velyka Vasylkivska St, Kyiv 03150, Ukraine',
    pl: 'ul. Wełyka Wasylkiwśka 72, Kijów 03150, Ukraina',
  },
  geo: {
    lat: 50.4268,
    lng: 30.5161,
  },
  hours: office,
  departments: {
    sales: {
      phone: '+380 44 390 55 01',
      email: 'sales@climate-portal.ua',
      hours: office,
    },
    service: {
      phone: '+380 44 390 55 02',
      email: 'service@climate-portal.ua',
      hours: extended,
    },
    partners: {
      phone: '+380 44 390 55 03',
      email: 'partners@climate-portal.ua',
      hours: weekdaysOnly,
    },
    projects: {
      phone: '+380 44 390 55 04',
      email: 'projects@climate-portal.ua',
      hours: weekdaysOnly,
    },
  },
  socials: [
    {
      network: 'Facebook',
      href: 'https://www.facebook.com/climateportal.ua',
    },
    {
      network: 'Instagram',
      href: 'https://www.instagram.com/climateportal.ua',
    },
    {
      network: 'YouTube',
      href: 'https://www.youtube.com/@climateportal',
    },
    {
      network: 'Telegram',
      href: 'https://t.me/climateportal',
    },
  ],
  stores: {
    appStore: 'https://apps.apple.com/app/climate-portal/id6450000000',
    googlePlay: 'https://play.google.com/store/apps/details?id=ua.climateportal.app',
  },
  servicePoints: [
    {
      id: 'kyiv-podil',
      city: {
        uk: 'Київ',
        en: 'Kyiv',
        pl: 'Kijów',
      },
      name: {
        uk: 'Сервісний центр на Подолі',
        en: 'Podil service centre',
        pl: 'Centrum serwisowe na Podolu',
      },
      address: {
        uk: 'вул. Кирилівська, 41, Київ, 04080',
        en: '41 Kyrylivska St, Kyiv 04080',
        pl: 'ul. Kyryliwśka 41, Kijów 04080',
      },
      lat: 50.4741,
      lng: 30.5047,
      phone: '+380 44 390 55 10',
      hours: extended,
      services: ['installation', 'maintenance', 'repair', 'warranty', 'heatPumps', 'parts'],
    },
    {
      id: 'kyiv-left-bank',
      city: {
        uk: 'Київ',
        en: 'Kyiv',
        pl: 'Kijów',
      },
      name: {
        uk: 'Сервісний центр на Лівому березі',
        en: 'Left Bank service centre',
        pl: 'Centrum serwisowe na lewym brzegu',
      },
      address: {
        uk: 'просп. Миколи Бажана, 24, Київ, 02140',
        en: '24 Mykoly Bazhana Ave, Kyiv 02140',
        pl: 'al. Mykoły Bażana 24, Kijów 02140',
      },
      lat: 50.4036,
      lng: 30.6389,
      phone: '+380 44 390 55 20',
      hours: office,
      services: ['installation', 'maintenance', 'repair', 'warranty', 'showroom'],
    },
    {
      id: 'lviv',
      city: {
        uk: 'Львів',
        en: 'Lviv',
        pl: 'Lwów',
      },
      name: {
        uk: 'Сервісний центр у Львові',
        en: 'Lviv service centre',
        pl: 'Centrum serwisowe we Lwowie',
      },
      address: {
        uk: 'вул. Городоцька, 174, Львів, 79022',
        en: '174 Horodotska St, Lviv 79022',
        pl: 'ul. Horodoćka 174, Lwów 79022',
      },
      lat: 49.8262,
      lng: 23.9718,
      phone: '+380 32 245 17 80',
      hours: extended,
      services: ['installation', 'maintenance', 'repair', 'warranty', 'heatPumps', 'showroom'],
    },
    {
      id: 'odesa',
      city: {
        uk: 'Одеса',
        en: 'Odesa',
        pl: 'Odessa',
      },
      name: {
        uk: 'Сервісний центр в Одесі',
        en: 'Odesa service centre',
        pl: 'Centrum serwisowe w Odessie',
      },
      address: {
        uk: 'вул. Балківська, 120, Одеса, 65005',
        en: '120 Balkivska St, Odesa 65005',
        pl: 'ul. Bałkiwśka 120, Odessa 65005',
      },
      lat: 46.4706,
      lng: 30.7062,
      phone: '+380 48 737 22 40',
      hours: office,
      services: ['installation', 'maintenance', 'repair', 'warranty', 'parts'],
    },
    {
      id: 'dnipro',
      city: {
        uk: 'Дніпро',
        en: 'Dnipro',
        pl: 'Dniepr',
      },
      name: {
        uk: 'Сервісний центр у Дніпрі',
        en: 'Dnipro service centre',
        pl: 'Centrum serwisowe w Dnieprze',
      },
      address: {
        uk: 'просп. Олександра Поля, 46, Дніпро, 49054',
        en: '46 Oleksandra Polia Ave, Dnipro 49054',
        pl: 'al. Ołeksandra Pola 46, Dniepr 49054',
      },
      lat: 48.4433,
      lng: 35.0163,
      phone: '+380 56 790 31 15',
      hours: office,
      services: ['installation', 'maintenance', 'repair', 'warranty', 'heatPumps'],
    },
    {
      id: 'kharkiv',
      city: {
        uk: 'Харків',
        en: 'Kharkiv',
        pl: 'Charków',
      },
      name: {
        uk: 'Сервісний пункт у Харкові',
        en: 'Kharkiv service point',
        pl: 'Punkt serwisowy w Charkowie',
      },
      address: {
        uk: 'просп. Науки, 45, Харків, 61072',
        en: '45 Nauky Ave, Kharkiv 61072',
        pl: 'al. Nauky 45, Charków 61072',
      },
      lat: 50.0152,
      lng: 36.2274,
      phone: '+380 57 755 48 20',
      hours: short,
      services: ['maintenance', 'repair', 'warranty', 'parts'],
    },
    {
      id: 'zaporizhzhia',
      city: {
        uk: 'Запоріжжя',
        en: 'Zaporizhzhia',
        pl: 'Zaporoże',
      },
      name: {
        uk: 'Сервісний пункт у Запоріжжі',
        en: 'Zaporizhzhia service point',
        pl: 'Punkt serwisowy w Zaporożu',
      },
      address: {
        uk: 'просп. Соборний, 160, Запоріжжя, 69006',
        en: '160 Sobornyi Ave, Zaporizhzhia 69006',
        pl: 'al. Soborna 160, Zaporoże 69006',
      },
      lat: 47.8391,
      lng: 35.1372,
      phone: '+380 61 270 66 12',
      hours: short,
      services: ['installation', 'maintenance', 'repair', 'warranty'],
    },
    {
      id: 'vinnytsia',
      city: {
        uk: 'Вінниця',
        en: 'Vinnytsia',
        pl: 'Winnica',
      },
      name: {
        uk: 'Сервісний центр у Вінниці',
        en: 'Vinnytsia service centre',
        pl: 'Centrum serwisowe w Winnicy',
      },
      address: {
        uk: 'вул. Келецька, 78, Вінниця, 21021',
        en: '78 Keletska St, Vinnytsia 21021',
        pl: 'ul. Kełećka 78, Winnica 21021',
      },
      lat: 49.2268,
      lng: 28.4153,
      phone: '+380 432 65 47 30',
      hours: office,
      services: ['installation', 'maintenance', 'warranty', 'heatPumps'],
    },
    {
      id: 'poltava',
      city: {
        uk: 'Полтава',
        en: 'Poltava',
        pl: 'Połtawa',
      },
      name: {
        uk: 'Сервісний пункт у Полтаві',
        en: 'Poltava service point',
        pl: 'Punkt serwisowy w Połtawie',
      },
      address: {
        uk: 'вул. Європейська, 60, Полтава, 36014',
        en: '60 Yevropeiska St, Poltava 36014',
        pl: 'ul. Jewropejśka 60, Połtawa 36014',
      },
      lat: 49.5883,
      lng: 34.5552,
      phone: '+380 532 61 28 90',
      hours: short,
      services: ['installation', 'maintenance', 'repair', 'warranty'],
    },
    {
      id: 'ivano-frankivsk',
      city: {
        uk: 'Івано-Франківськ',
        en: 'Ivano-Frankivsk',
        pl: 'Iwano-Frankiwsk',
      },
      name: {
        uk: 'Сервісний центр в Івано-Франківську',
        en: 'Ivano-Frankivsk service centre',
        pl: 'Centrum serwisowe w Iwano-Frankiwsku',
      },
      address: {
        uk: 'вул. Незалежності, 120, Івано-Франківськ, 76018',
        en: '120 Nezalezhnosti St, Ivano-Frankivsk 76018',
        pl: 'ul. Nezałeżnosti 120, Iwano-Frankiwsk 76018',
      },
      lat: 48.9329,
      lng: 24.7197,
      phone: '+380 342 55 19 70',
      hours: office,
      services: ['installation', 'maintenance', 'warranty', 'heatPumps', 'showroom'],
    },
    {
      id: 'uzhhorod',
      city: {
        uk: 'Ужгород',
        en: 'Uzhhorod',
        pl: 'Użhorod',
      },
      name: {
        uk: 'Сервісний пункт в Ужгороді',
        en: 'Uzhhorod service point',
        pl: 'Punkt serwisowy w Użhorodzie',
      },
      address: {
        uk: 'вул. Собранецька, 89, Ужгород, 88017',
        en: '89 Sobranetska St, Uzhhorod 88017',
        pl: 'ul. Sobranećka 89, Użhorod 88017',
      },
      lat: 48.6281,
      lng: 22.3049,
      phone: '+380 312 61 40 25',
      hours: short,
      services: ['installation', 'maintenance', 'repair', 'warranty'],
    },
    {
      id: 'rivne',
      city: {
        uk: 'Рівне',
        en: 'Rivne',
        pl: 'Równe',
      },
      name: {
        uk: 'Сервісний пункт у Рівному',
        en: 'Rivne service point',
        pl: 'Punkt serwisowy w Równem',
      },
      address: {
        uk: 'вул. Соборна, 220, Рівне, 33024',
        en: '220 Soborna St, Rivne 33024',
        pl: 'ul. Soborna 220, Równe 33024',
      },
      lat: 50.6273,
      lng: 26.2698,
      phone: '+380 362 62 33 50',
      hours: short,
      services: ['installation', 'maintenance', 'warranty', 'heatPumps'],
    },
  ],
};
