import { useFormatter, useTranslations } from 'next-intl';

/** Price in hryvnias with the old price struck through when there is a discount. */
export function Price({ price, oldPrice, size = 'md' }: { price: number; oldPrice?: number | null; size?: 'md' | 'lg' }) {
  const format = useFormatter();
  const t = useTranslations('catalog');
  // The narrow symbol (₴) reads the same in Node's and the browsers' ICU data ("грн" vs "₴" for the
  // default display), so the server's HTML and the browser's render agree.
  const money = (value: number) => format.number(value, { style: 'currency', currency: 'UAH', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span data-testid="price" className={`font-semibold text-slate-900 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>
        <span className="sr-only">{t('price')}: </span>
        {money(price)}
      </span>
      {oldPrice != null && oldPrice > price && (
        <s className={`text-slate-600 ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
          <span className="sr-only">{t('oldPrice')}: </span>
          {money(oldPrice)}
        </s>
      )}
    </p>
  );
}
