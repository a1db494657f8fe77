import { ErrorPage } from '@/components/layout/error-page';
import { NotFoundTitle } from '@/components/layout/not-found-title';

/** Unknown routes and failed page validations: "Page Not Found: {path}" with status 404 (spec section 2). */
export default function NotFound() {
  return <ErrorPage title={<NotFoundTitle />} />;
}
