/** An error said in place, e.g. a form's general error above its button (the sign-in error; docs/api.md#validation-422); nothing while there is none. */
export function ErrorAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
