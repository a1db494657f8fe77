import Image from 'next/image';
import type { NewsItem } from '@/contracts/news';
import { categoryStyle } from './category-badge';

/** The article's cover photo, or its category's band and icon when it has none; decorative either way. */
export function NewsCover({
  article,
  className,
  iconClassName,
}: {
  article: Pick<NewsItem, 'category' | 'coverUrl'>;
  className: string;
  iconClassName: string;
}) {
  const { Icon, band } = categoryStyle[article.category];
  if (article.coverUrl)
    return (
      <div className={`relative shrink-0 ${className}`}>
        <Image src={article.coverUrl} alt="" fill sizes="(min-width: 980px) 40vw, 100vw" className="object-cover" />
      </div>
    );
  return (
    <div aria-hidden className={`relative flex shrink-0 items-center justify-center bg-gradient-to-br ${band} ${className}`}>
      <Icon className={`text-white/90 ${iconClassName}`} />
    </div>
  );
}
