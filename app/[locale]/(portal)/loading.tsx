import { FullScreenLoader } from '@/components/layout/full-screen-loader';

export default function Loading() {
  return <FullScreenLoader />;
}
