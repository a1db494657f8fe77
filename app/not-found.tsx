import './globals.css';

/** Requests that never reach a locale (rare: the proxy maps every path to one). */
export default function RootNotFound() {
  return (
    <html lang="uk">
      <body className="flex min-h-screen items-center justify-center p-8 text-center">
        <h1 className="text-2xl font-semibold">Page Not Found</h1>
      </body>
    </html>
  );
}
