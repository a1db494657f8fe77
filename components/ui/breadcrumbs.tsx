import { Link } from '@/i18n/navigation';

export type Crumb = { name: string; href?: string };

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-slate-600">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.name}`} className="flex items-center gap-1.5">
              {isLast || !item.href ? (
                <span aria-current={isLast ? 'page' : undefined} className={isLast ? 'font-medium text-slate-900' : undefined}>
                  {item.name}
                </span>
              ) : (
                <Link href={item.href} className="rounded hover:text-brand-700 hover:underline">
                  {item.name}
                </Link>
              )}
              {!isLast && (
                <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M9 6l6 6-6 6" />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
