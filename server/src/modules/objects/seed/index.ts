export { demoObjectsSeeder } from './demo';
