import type { locales } from '@/contracts/constants';
import type en from '@/messages/en.json';

// next-intl checks every message key and locale against these: a key missing from the English messages
// (which the test in tests/unit/messages.test.ts holds equal to uk and pl) is a type error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof locales)[number];
    Messages: typeof en;
  }
}
