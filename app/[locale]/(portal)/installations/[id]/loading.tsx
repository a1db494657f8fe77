/** The full-screen loader while this page comes (the list above it has none: ADR 0059). */
export { FullScreenLoader as default } from '@/components/layout/full-screen-loader';
