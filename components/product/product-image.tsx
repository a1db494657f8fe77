import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';
import { isOptimizable } from '@/lib/images';

/**
 * A catalogue photo through next/image's loader: resized and re-encoded when it is the API's own file. It is the
 * plain `<img>` of `getImageProps` (the same attributes next/image renders) rather than next/image's component, a
 * client component with state and effects: a list page would hydrate twenty of them for no behaviour it uses.
 */
export function ProductImage({ src, alt, preload, ...props }: Omit<ImageProps, 'src'> & { src: string }) {
  const { props: img } = getImageProps({ src, alt, unoptimized: !isOptimizable(src), preload, ...props });
  if (preload) {
    preloadImage(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: img.fetchPriority });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the attributes come from next/image (getImageProps)
  return <img {...img} alt={alt} />;
}
