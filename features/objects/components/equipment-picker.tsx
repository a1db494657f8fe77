'use client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-status-icon';
import { Modal } from '@/components/ui/modal';
import { MAX_EQUIPMENT_QUANTITY, type ObjectEquipments, type ObjectProduct } from '@/contracts/objects';
import { failureMessage } from '@/lib/api/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnVisible } from '@/lib/use-on-visible';
import { objectsApi } from '../api/objects-api';
import { objectKeys } from '../keys';
import { useMoney } from '../money';
import { QUANTITY_INPUT } from './quantity';

/** Select searches wait 500 ms. */
const SELECT_SEARCH_DEBOUNCE_MS = 500;
type Kind = ObjectProduct['type'];

type Props = {
  open: boolean;
  onClose: () => void;
  userId: number | undefined;
  equipments: ObjectEquipments['equipments'];
  onAdd: (productId: number, quantity: number) => Promise<unknown>;
};

/**
 * The equipment picker: a group, then a type of it, then products found by search,
 * ten a page, the next page loading when the end of the list comes into view; each with a quantity to add.
 */
export function EquipmentPicker({ open, onClose, userId, equipments, onAdd }: Props) {
  const t = useTranslations('objects.picker');
  const money = useMoney();
  const groupId = useId();
  const typeId = useId();
  const searchId = useId();
  const [group, setGroup] = useState<number | undefined>();
  const [type, setType] = useState<Kind | undefined>();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SELECT_SEARCH_DEBOUNCE_MS);

  const groups = useQuery({ queryKey: objectKeys.groups(userId), queryFn: objectsApi.groups, enabled: open && Boolean(userId), staleTime: 5 * 60_000 });
  const types = useQuery({
    queryKey: objectKeys.types(userId, group),
    queryFn: () => objectsApi.types(group),
    enabled: open && Boolean(userId),
    staleTime: 5 * 60_000,
  });
  const filters = { group, type, search: search || undefined };
  const products = useInfiniteQuery({
    queryKey: objectKeys.products(userId, filters),
    queryFn: ({ pageParam }) => objectsApi.products({ ...filters, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.lastPage ? last.currentPage + 1 : undefined),
    enabled: open && Boolean(userId),
  });
  const items = products.data?.pages.flatMap((p) => p.data) ?? [];
  // The marker mounts with the modal's content (300 ms after it opens), maybe after the first page came:
  // held in state, so that the observer starts whenever it appears.
  const [marker, setMarker] = useState<HTMLLIElement | null>(null);
  const endMarker = useMemo(() => ({ current: marker }), [marker]);
  useOnVisible(endMarker, Boolean(products.hasNextPage) && !products.isFetchingNextPage, () => void products.fetchNextPage(), '80px');
  const waiting = typed.trim() !== search || products.isFetching;

  let note = null;
  if (products.isError) note = failureMessage(products.error);
  else if (!waiting && products.isSuccess && items.length === 0) note = search ? t('searchMiss', { search }) : t('empty');

  return (
    <Modal open={open} onClose={onClose} title={t('title')} size="xl">
      <div className="space-y-4">
        <div className="grid gap-3 wide:grid-cols-3">
          <div>
            <label htmlFor={groupId} className="mb-1 block text-sm font-medium text-slate-700">
              {t('group')}
            </label>
            <select
              id={groupId}
              value={group ?? ''}
              onChange={(e) => {
                setGroup(e.target.value ? Number(e.target.value) : undefined);
                setType(undefined);
              }}
              className={inputClass()}
            >
              <option value="">{t('allGroups')}</option>
              {groups.data?.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={typeId} className="mb-1 block text-sm font-medium text-slate-700">
              {t('type')}
            </label>
            <select id={typeId} value={type ?? ''} onChange={(e) => setType((e.target.value || undefined) as Kind | undefined)} className={inputClass()}>
              <option value="">{t('allTypes')}</option>
              {types.data?.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
              {t('search')}
            </label>
            <input
              id={searchId}
              type="search"
              value={typed}
              maxLength={100}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('searchHint')}
              className={inputClass()}
            />
          </div>
        </div>
        <ul aria-label={t('results')} aria-busy={waiting || undefined} className="max-h-[60vh] space-y-2 overflow-y-auto wide:max-h-[50vh]">
          {items.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              price={money(product.price)}
              added={equipments.find((e) => e.product.id === product.id)?.quantity}
              onAdd={onAdd}
            />
          ))}
          {products.hasNextPage && <li ref={setMarker} aria-hidden className="h-8" />}
          {(products.isPending || products.isFetchingNextPage) && <li className="h-16 animate-pulse rounded-xl bg-slate-200/70" aria-label={t('loading')} />}
        </ul>
        {note && (
          <p role="status" className="text-center text-sm text-slate-600">
            {note}
          </p>
        )}
      </div>
    </Modal>
  );
}

function ProductRow({ product, price, added, onAdd }: { product: ObjectProduct; price: string; added: number | undefined; onAdd: Props['onAdd'] }) {
  const t = useTranslations('objects.picker');
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: false });
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_EQUIPMENT_QUANTITY;
  const add = async () => {
    setState({ pending: true });
    try {
      await onAdd(product.id, (added ?? 0) + quantity);
      setState({ pending: false });
    } catch (error) {
      setState({ pending: false, error: failureMessage(error) });
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 p-3 wide:flex wide:items-center wide:gap-3">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- catalogue photos of any host, small */}
        <img src={product.photo} alt="" className="size-12 shrink-0 rounded-lg object-contain" loading="lazy" />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{product.name}</p>
          <p className="text-sm text-slate-500">
            {product.sku} · {price}
            {added ? <> · {t('added', { count: added })}</> : null}
          </p>
          {state.error && (
            <p role="alert" className="text-sm text-red-600">
              {state.error}
            </p>
          )}
        </div>
      </div>
      <div className="mt-2 flex items-center justify-end gap-3 wide:mt-0">
        <label htmlFor={quantityId} className="sr-only">
          {t('quantityOf', { name: product.name })}
        </label>
        <input
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_EQUIPMENT_QUANTITY}
          value={Number.isNaN(quantity) ? '' : quantity}
          onChange={(e) => setQuantity(e.target.valueAsNumber)}
          className={QUANTITY_INPUT}
        />
        <Button variant="secondary" disabled={!valid} loading={state.pending} onClick={() => void add()} aria-label={t('addNamed', { name: product.name })}>
          {t('add')}
        </Button>
      </div>
    </li>
  );
}
