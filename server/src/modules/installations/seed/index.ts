export { certificationsSeeder } from './certifications';
export { demoInstallationsSeeder } from './demo';
export { seedSignedCompletion, seedWorkedJob } from './completed-job';
