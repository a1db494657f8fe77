/** A group's SVG icon (vector: shown as it is, at a fixed size so that nothing moves). */
export function GroupIcon({ src, size = 32 }: { src: string; size?: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- an SVG shown as it is: nothing for next/image to optimise
  return <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" className="shrink-0" style={{ width: size, height: size }} />;
}
