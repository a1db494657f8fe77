import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { DEFAULT_PAGE_SIZE, PAGING_PAGES_SHOWN } from '@/lib/constants';

type CommonProps = {
  /** Number of items in the whole list. */
  total: number;
  /** False when `total` is only as far as the list counted: no link to a last page is offered then. */
  totalIsExact?: boolean;
  perPage?: number;
  currentPage: number;
  pagesShown?: number;
  direction?: 'ltr' | 'rtl';
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
  /** Called with a page inside 1..last page other than the current one. */
  onChange?: (page: number) => void;
};
export type PaginationProps = CommonProps &
  ({ type: 'button'; onChange: (page: number) => void } | { type: 'link'; /** A URL holding the `[page]` placeholder. */ linkUrl: string });

const PLACEHOLDER = '[page]';

/** The pages around the current one: `shown` consecutive pages inside 1..last, current centred where possible. */
export function pageWindow(current: number, last: number, shown: number): number[] {
  const size = Math.min(shown, last);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

function assertValid(props: PaginationProps, perPage: number, pagesShown: number) {
  const positive = { perPage, currentPage: props.currentPage, pagesShown };
  for (const [name, value] of Object.entries(positive)) {
    if (!Number.isInteger(value) || value <= 0) throw new RangeError(`Pagination: ${name} must be an integer greater than 0, got ${value}`);
  }
  if (!Number.isInteger(props.total) || props.total < 0) throw new RangeError(`Pagination: total must be an integer of at least 0, got ${props.total}`);
  if (props.type === 'link' && !props.linkUrl.includes(PLACEHOLDER)) {
    throw new Error(`Pagination: a link paging control needs a linkUrl with a ${PLACEHOLDER} placeholder, got "${props.linkUrl}"`);
  }
}

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const idleClass = `${itemClass} text-slate-700 hover:bg-slate-100`;
const currentClass = `${itemClass} bg-brand-600 text-white`;
const disabledClass = `${itemClass} text-slate-400`;

/**
 * The paging control: `pagesShown` page numbers (5 by default), previous and next,
 * as buttons (`onChange`) or as links (`linkUrl` with a `[page]` placeholder, crawlable). Items per
 * page, current page and pages shown must be greater than 0 (a clear error otherwise); a change to a
 * page outside 1..last page, or to the current page, is ignored. Renders nothing for a single page.
 */
export function Pagination(props: PaginationProps) {
  const t = useTranslations('pagination');
  const { total, currentPage, direction = 'ltr', label, className = '', totalIsExact = true } = props;
  const perPage = props.perPage ?? DEFAULT_PAGE_SIZE;
  const pagesShown = props.pagesShown ?? PAGING_PAGES_SHOWN;
  assertValid(props, perPage, pagesShown);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (lastPage <= 1) return null;

  const isValidTarget = (page: number) => Number.isInteger(page) && page >= 1 && page <= lastPage && page !== currentPage;
  const change = (page: number) => {
    if (isValidTarget(page)) props.onChange?.(page);
  };

  const item = (page: number, content: ReactNode, ariaLabel: string, rel?: 'prev' | 'next') => {
    const isCurrent = page === currentPage;
    if (!isCurrent && !isValidTarget(page)) {
      return props.type === 'link' ? (
        // A link without a target: announced as a disabled link.
        <a className={disabledClass} role="link" aria-disabled="true" aria-label={ariaLabel}>
          {content}
        </a>
      ) : (
        <button type="button" className={disabledClass} disabled aria-label={ariaLabel}>
          {content}
        </button>
      );
    }
    const className = isCurrent ? currentClass : idleClass;
    const current = isCurrent ? ('page' as const) : undefined;
    if (props.type === 'link') {
      return (
        <Link
          href={props.linkUrl.replaceAll(PLACEHOLDER, String(page))}
          // Many pages, rarely all visited: no prefetching of each of them.
          prefetch={false}
          rel={rel}
          className={className}
          aria-label={ariaLabel}
          aria-current={current}
          // Only a client caller passes onChange; a server component cannot hand functions to Link.
          onClick={props.onChange ? () => change(page) : undefined}
        >
          {content}
        </Link>
      );
    }
    return (
      <button type="button" className={className} aria-label={ariaLabel} aria-current={current} onClick={() => change(page)}>
        {content}
      </button>
    );
  };

  const pages = pageWindow(Math.min(currentPage, lastPage), lastPage, pagesShown);
  // In a right-to-left layout the arrows point the other way (the row itself is mirrored by `dir`).
  const [prevArrow, nextArrow] = direction === 'rtl' ? ['M9 6l6 6-6 6', 'M15 18l-6-6 6-6'] : ['M15 18l-6-6 6-6', 'M9 6l6 6-6 6'];
  const arrow = (d: string) => (
    <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={d} />
    </svg>
  );

  return (
    <nav aria-label={label ?? t('label')} dir={direction} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{item(currentPage - 1, arrow(prevArrow), t('previous'), 'prev')}</li>
        {pages[0] > 1 && (
          <>
            <li>{item(1, '1', t('page', { page: 1 }))}</li>
            {pages[0] > 2 && (
              <li aria-hidden className="px-1 text-slate-500">
                …
              </li>
            )}
          </>
        )}
        {pages.map((page) => (
          <li key={page}>{item(page, page, t('page', { page }))}</li>
        ))}
        {pages[pages.length - 1] < lastPage && (
          <>
            {(pages[pages.length - 1] < lastPage - 1 || !totalIsExact) && (
              <li aria-hidden className="px-1 text-slate-500">
                …
              </li>
            )}
            {totalIsExact && <li>{item(lastPage, lastPage, t('page', { page: lastPage }))}</li>}
          </>
        )}
        <li>{item(currentPage + 1, arrow(nextArrow), t('next'), 'next')}</li>
      </ul>
    </nav>
  );
}
