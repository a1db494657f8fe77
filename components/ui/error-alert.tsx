/** An error said in place, e.g. a form's general error above its button (spec section 8: the sign-in error); nothing while there is none. */
export function ErrorAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
