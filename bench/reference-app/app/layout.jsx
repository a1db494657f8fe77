// The host's reference for `node bench/web.mjs lighthouse`: the smallest Next.js page, with the portal's Next and React.
export const metadata = { title: 'Reference', description: 'The smallest Next.js page, for comparing Lighthouse scores on this machine.' };

export default function RootLayout({ children }) {
  return (
    <html lang="uk">
      <body>{children}</body>
    </html>
  );
}
