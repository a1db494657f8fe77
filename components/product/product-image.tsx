import Image, { type ImageProps } from 'next/image';
import { isOptimizable } from '@/lib/images';

/** A catalogue photo through next/image: resized and re-encoded when it is the API's own file. */
export function ProductImage({ src, alt, ...props }: Omit<ImageProps, 'src'> & { src: string }) {
  return <Image src={src} alt={alt} unoptimized={!isOptimizable(src)} {...props} />;
}
