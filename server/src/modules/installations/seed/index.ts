export { certificationsSeeder } from './certifications';
export { demoInstallationsSeeder } from './demo';
