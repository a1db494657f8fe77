import Image from 'next/image';

/** A group's SVG icon (vector: shown as it is, at a fixed size so that nothing moves). */
export function GroupIcon({ src, size = 32 }: { src: string; size?: number }) {
  return <Image src={src} alt="" width={size} height={size} unoptimized className="shrink-0" style={{ width: size, height: size }} />;
}
