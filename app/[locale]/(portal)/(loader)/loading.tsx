/** The full-screen loader while a signed-in page comes (spec: "pages load on demand"); the list pages outside this group have none (ADR 0059). */
export { FullScreenLoader as default } from '@/components/layout/full-screen-loader';
