export { demoPreventionsSeeder } from './demo';
