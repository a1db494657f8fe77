import { settlementsSeeder } from '../../modules/addresses';
import { catalogSeeder, demoModelSpecsSeeder } from '../../modules/catalog';
import { demoChatsSeeder } from '../../modules/chats';
import { dealersDemoSeeder, regionsSeeder } from '../../modules/dealers';
import { demoFaultReportsSeeder, demoInstallationRequestsSeeder } from '../../modules/installation-requests';
import { demoFgasSeeder } from '../../modules/fgas';
import { certificationsSeeder, demoInstallationsSeeder } from '../../modules/installations';
import { newsSeeder } from '../../modules/news';
import { infoPagesSeeder, siteContactsSeeder } from '../../modules/info-pages';
import { demoNotificationsSeeder } from '../../modules/notifications';
import { demoPreventionsSeeder } from '../../modules/preventions';
import { demoObjectsSeeder } from '../../modules/objects';
import { demoAccountsSeeder, rolesSeeder } from '../../modules/users';
import type { Seeder } from './index';

/** Seeders in the order they run. Each feature adds its own here. */
// The demo notifications come last: they are about the records the other demo seeders make.
export const seeders: Seeder[] = [
  settlementsSeeder,
  rolesSeeder,
  demoAccountsSeeder,
  catalogSeeder,
  newsSeeder,
  infoPagesSeeder,
  siteContactsSeeder,
  certificationsSeeder,
  demoInstallationsSeeder,
  demoPreventionsSeeder,
  demoChatsSeeder,
  regionsSeeder,
  dealersDemoSeeder,
  demoObjectsSeeder,
  demoInstallationRequestsSeeder,
  demoFaultReportsSeeder,
  demoFgasSeeder,
  demoModelSpecsSeeder,
  demoNotificationsSeeder,
];
