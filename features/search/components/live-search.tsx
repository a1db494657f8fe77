'use client';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ProductImage } from '@/components/product/product-image';
import { usePathname, useRouter } from '@/i18n/navigation';
import { SEARCH_MAX_LENGTH } from '@/contracts/constants';
import { INPUT_DEBOUNCE_MS } from '@/lib/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useIsMobile } from '@/lib/use-media-query';
import { fetchSearch } from '../api';
import { Highlight } from './highlight';
import { SearchIcon, searchInputClass } from './search-field';
import { pages } from '@/contracts/pages';

type Hit = { href: string };

/** The pages whose URL carries the search; leaving them clears the box. */
const keepsSearch = (pathname: string) => pathname === pages.products() || pathname === pages.search();

const optionClass = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 text-sm text-slate-800 hover:bg-brand-50';
/** Only a hit the visitor moved onto with the keys is marked (Headless UI makes the first one active as they type). */
const chosenClass = 'data-focus:bg-brand-50 data-focus:text-slate-900';
/** Keys that move through the hits. */
const movingKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);

/**
 * The header's live search: calls the API 600 ms after typing stops, never for
 * blank text; shows 3 products and 3 groups with the typed text highlighted; arrow keys move through
 * the hits (Headless UI Combobox). Enter opens the hit the visitor moved onto with the keys; otherwise,
 * and when a wide screen finds no hits at all, it opens /search. Clearing the text closes the list; leaving /products and /search clears the text.
 * Loaded when the visitor reaches for the box (header-search.tsx), taking over what was typed.
 */
export function LiveSearch({ initialText, autoFocus }: { initialText: string; autoFocus: boolean }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const isMobile = useIsMobile();
  const statusId = useId();
  const [text, setText] = useState(initialText);
  // Whether the visitor has moved onto a hit with the keys since they last typed.
  const [moved, setMoved] = useState(false);
  const hitClass = moved ? `${optionClass} ${chosenClass}` : optionClass;
  const input = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, INPUT_DEBOUNCE_MS);
  // Cleared text resets at once; new text waits for the debounce.
  const term = trimmed ? debounced : '';
  const redirectedFor = useRef<string | null>(null);

  const { data, isFetching, isError } = useQuery({
    queryKey: ['search', locale, term],
    queryFn: ({ signal }) => fetchSearch(term, signal),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
  const results = term && data ? data : null;
  const hitCount = results ? results.products.length + results.productsInGroups.length : 0;
  const settled = Boolean(trimmed) && trimmed === term && !isFetching;
  const listed = results !== null && hitCount > 0 && Boolean(trimmed);

  // Leaving /products and /search clears the box (React's "adjust state when a prop changes").
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    if (!keepsSearch(pathname)) setText('');
  }

  // Taking over from the plain box: the caret stays after what was typed.
  useEffect(() => {
    if (autoFocus) input.current?.setSelectionRange(initialText.length, initialText.length);
    // Only when taking over, not on later typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // No hits on a wide screen: the search page says so and offers the catalogue.
  useEffect(() => {
    if (isMobile || !settled || !results || hitCount > 0 || redirectedFor.current === term) return;
    redirectedFor.current = term;
    router.push(pages.search({ search: term }));
  }, [isMobile, settled, results, hitCount, term, router]);

  const go = (hit: Hit | null) => {
    if (hit) router.push(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, hasActiveOption: boolean) => {
    if (movingKeys.has(event.key)) setMoved(true);
    if (event.key !== 'Enter' || (hasActiveOption && moved) || !trimmed) return;
    event.preventDefault();
    redirectedFor.current = trimmed;
    router.push(pages.search({ search: trimmed }));
  };

  const status = !trimmed
    ? ''
    : isError
      ? t('error')
      : !settled
        ? t('searching')
        : hitCount === 0
          ? t('nothingFound', { search: term })
          : t('found', { count: hitCount });

  return (
    <div role="search" className="relative w-full">
      <Combobox<Hit | null> value={null} onChange={go} immediate>
        {({ activeOption, open }) => (
          <>
            <div className="relative">
              <SearchIcon />
              <ComboboxInput
                ref={input}
                autoFocus={autoFocus}
                type="search"
                value={text}
                displayValue={() => text}
                onChange={(event) => {
                  setText(event.target.value);
                  setMoved(false);
                }}
                onKeyDown={(event) => onKeyDown(event, activeOption != null)}
                aria-label={t('label')}
                aria-describedby={statusId}
                placeholder={t('placeholder')}
                autoComplete="off"
                maxLength={SEARCH_MAX_LENGTH}
                className={searchInputClass}
              />
            </div>
            <p id={statusId} role="status" className="sr-only">
              {status}
            </p>
            {open && trimmed && hitCount === 0 && (
              <div
                data-testid="search-no-hits"
                className="absolute inset-x-0 top-full z-40 mt-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg max-wide:fixed max-wide:inset-x-2 max-wide:top-14"
                aria-hidden
              >
                {status}
              </div>
            )}
            {/* Rendered whenever the combobox is open (its aria-expanded, from focus on), so that it always points to
                its list; hidden while there are no hits. Not modal: the page around it, its status message among it,
                stays readable. */}
            <ComboboxOptions
              modal={false}
              hidden={!listed}
              className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg max-wide:fixed max-wide:inset-x-2 max-wide:top-14"
            >
              {listed && (
                <>
                  {results.products.length > 0 && (
                    <OptionGroup label={t('products')}>
                      {results.products.map((product) => (
                        <ComboboxOption key={`p-${product.id}`} value={{ href: pages.product(product.id) }} className={hitClass}>
                          <span className="relative size-10 shrink-0 overflow-hidden rounded-md bg-slate-50">
                            <ProductImage src={product.photo} alt="" fill sizes="40px" className="object-contain" />
                          </span>
                          {/* The whole name, wrapped: hits of one series differ only at its end (model, colour). */}
                          <span className="min-w-0 flex-1">
                            <Highlight text={product.name} query={term} />
                          </span>
                        </ComboboxOption>
                      ))}
                    </OptionGroup>
                  )}
                  {results.productsInGroups.length > 0 && (
                    <OptionGroup label={t('inGroups')}>
                      {results.productsInGroups.map((group) => (
                        <ComboboxOption
                          key={`g-${group.id}`}
                          value={{ href: pages.products({ search: group.search, groupId: group.id }) }}
                          className={hitClass}
                        >
                          <span className="min-w-0 flex-1">
                            {t.rich('inGroup', {
                              search: group.search,
                              group: group.name,
                              term: (chunks) => <mark className="rounded-sm bg-amber-100 font-semibold text-slate-900">{chunks}</mark>,
                            })}
                          </span>
                          <span className="shrink-0 text-xs text-slate-600">{t('productsCount', { count: group.productsCount })}</span>
                        </ComboboxOption>
                      ))}
                    </OptionGroup>
                  )}
                  <ComboboxOption
                    value={{ href: pages.search({ search: term }) }}
                    className={`${hitClass} mt-1 border-t border-slate-100 font-medium text-brand-700`}
                  >
                    {t('allResults', { search: term })}
                  </ComboboxOption>
                </>
              )}
            </ComboboxOptions>
          </>
        )}
      </Combobox>
    </div>
  );
}

/** A labelled group of hits in the list (products, products in groups). */
function OptionGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <div role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {label}
      </div>
      {children}
    </div>
  );
}
