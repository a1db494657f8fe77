import type { InfoPageDocument } from '../../../../../../contracts';

export const en: InfoPageDocument<'privacy'> = {
  meta: {
    title: 'Privacy policy',
    description:
      'What personal data Climate Portal collects, why and on what legal basis, how long we keep it, how SMS codes and cookies work, and what rights you have.',
  },
  title: 'Privacy policy',
  lead: 'We collect only the data we need to sell, install and service your equipment, and this page explains in plain language what happens to it.',
  updated: '2026-11-01',
  updatedLabel: 'Version of',
  tocTitle: 'Contents',
  sections: [
    {
      id: 'controller',
      title: 'Who is responsible for your data',
      blocks: [
        {
          type: 'p',
          text: 'The controller of your personal data is Climate Portal LLC (TOV “Klimat Portal”), 72 Velyka Vasylkivska St, Kyiv 03150, Ukraine. We process data under the Law of Ukraine “On Personal Data Protection” and, for clients in the European Union, under the General Data Protection Regulation (GDPR).',
        },
        {
          type: 'p',
          text: 'Our representative in the EU under Article 27 GDPR is Climate Portal Polska sp. z o.o., ul. Grzybowska 62, 00-844 Warszawa, Poland.',
        },
      ],
    },
    {
      id: 'data',
      title: 'What data we collect',
      blocks: [
        {
          type: 'ul',
          items: [
            'first name, last name, phone number and e-mail address, for your account and to contact you;',
            'your password, stored only as a cryptographic hash: we never see the password itself;',
            'installation addresses and details of the premises (type, area, notes for the installer);',
            'equipment data: models, serial numbers, installation and service dates, warranty cases;',
            'photos: installation photo reports, attachments to your requests and your profile picture;',
            'chat and request messages, and your ratings of the work;',
            'for installers and dealers: licence number, certification level, rating and work calendar;',
            'technical data: IP address, browser type, sign-in and error logs.',
          ],
        },
        {
          type: 'p',
          text: 'We do not collect passport details or payment card data (payments are processed by the bank), and we do not buy data from third parties.',
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Why we use it and on what basis',
      blocks: [
        {
          type: 'table',
          caption: 'Purposes of processing and legal bases',
          head: ['Purpose', 'Legal basis'],
          rows: [
            ['Your account, orders, installation, servicing, warranty', 'performance of a contract (Art. 6(1)(b) GDPR)'],
            ['Accounting, requests from authorities, consumer rights', 'legal obligation (Art. 6(1)(c) GDPR)'],
            ['Account security, fraud prevention, installation quality control', 'legitimate interests (Art. 6(1)(f) GDPR)'],
            ['News and special offers by e-mail', 'your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time'],
          ],
        },
      ],
    },
    {
      id: 'sms',
      title: 'SMS codes',
      blocks: [
        {
          type: 'p',
          text: 'Four-digit codes sent by text message confirm registration, sign-in, password recovery, a change of phone number and the completion of an installation. A code is valid for 10 minutes, the number of attempts to enter it is limited, and we store a cryptographic fingerprint of the code, never the code itself. To deliver the message, your phone number is passed to our SMS provider, which may not use it for anything else.',
        },
        {
          type: 'note',
          text: 'Our staff will never ask you for a code from a text message. If someone asks for it by phone or in a messenger app, it is a scam.',
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      blocks: [
        {
          type: 'ul',
          items: [
            'the installer and dealer handling your order: your name, phone number, address and equipment details, for that order only;',
            'the equipment manufacturer: the serial number and installation date, for a warranty claim;',
            'our SMS provider, hosting provider and bank, as processors acting under contract and on our instructions;',
            'public authorities, only when the law requires it.',
          ],
        },
        {
          type: 'p',
          text: 'We do not sell personal data or share it for advertising. Our servers are located in the European Union; where data of EU clients is processed in Ukraine, we rely on the standard contractual clauses adopted by the European Commission.',
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          type: 'ul',
          items: [
            'your account: while it is active, and up to 30 days in backups after you delete it;',
            'installation and equipment data, photo reports and related messages: for the warranty period plus 3 years (the limitation period);',
            'accounting records: for the periods set by tax law;',
            'SMS codes: 10 minutes; delivery logs: 30 days;',
            'technical logs: up to 90 days.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          type: 'p',
          text: 'We use only strictly necessary cookies: two secure session cookies (HttpOnly, SameSite=Lax) that keep you signed in for up to 30 days. The site also keeps a temporary technical marker in your browser so that it can reload correctly after an update. There are no analytics, advertising or third-party cookies, which is why we do not show a consent banner.',
        },
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        {
          type: 'ul',
          items: [
            'to know how your data is processed and to get a copy of it;',
            'to correct inaccurate data, most of which you can edit yourself in your profile;',
            'to have your data erased or its processing restricted;',
            'to receive your data in a machine-readable format (portability);',
            'to object to processing based on legitimate interests;',
            'to withdraw your consent to marketing e-mails at any time.',
          ],
        },
        {
          type: 'p',
          text: 'We reply to requests within 30 days. If you believe your rights have been infringed, you can complain to the Ukrainian Parliament Commissioner for Human Rights or, in the EU, to the supervisory authority of your country (in Poland, the President of the Personal Data Protection Office, UODO).',
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      blocks: [
        {
          type: 'p',
          text: 'All connections are encrypted, passwords are stored as strong hashes, access for staff, dealers and installers is limited to their role and to specific orders, and attempts to guess passwords or codes are blocked automatically. The service is not intended for children under 16.',
        },
        { type: 'p', text: 'If we change this policy in a significant way, we will let you know in your account at least 14 days in advance.' },
      ],
    },
  ],
  contact: {
    title: 'Questions about your personal data',
    text: 'Write to us and our data protection officer will reply within 30 days.',
    email: 'E-mail',
    address: 'Postal address',
  },
};
