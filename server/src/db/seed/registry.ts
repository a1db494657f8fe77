import { settlementsSeeder } from '../../modules/addresses';
import { catalogSeeder } from '../../modules/catalog';
import { dealersDemoSeeder, regionsSeeder } from '../../modules/dealers';
import { certificationsSeeder, demoInstallationsSeeder } from '../../modules/installations';
import { demoNotificationsSeeder } from '../../modules/notifications';
import { demoAccountsSeeder, rolesSeeder } from '../../modules/users';
import type { Seeder } from './index';

/** Seeders in the order they run. Each feature adds its own here. */
export const seeders: Seeder[] = [settlementsSeeder, rolesSeeder, demoAccountsSeeder, demoNotificationsSeeder, catalogSeeder, certificationsSeeder, demoInstallationsSeeder, regionsSeeder, dealersDemoSeeder];
