import { settlementsSeeder } from '../../modules/addresses/seed';
import { catalogSeeder } from '../../modules/catalog/seed';
import { demoNotificationsSeeder } from '../../modules/notifications/seed';
import { demoAccountsSeeder, rolesSeeder } from '../../modules/users/seed';
import type { Seeder } from './index';

/** Seeders in the order they run. Each feature adds its own here. */
export const seeders: Seeder[] = [settlementsSeeder, rolesSeeder, demoAccountsSeeder, demoNotificationsSeeder, catalogSeeder];
