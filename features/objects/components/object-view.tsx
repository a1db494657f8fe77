'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { MAX_EQUIPMENT_QUANTITY, type ObjectEquipment, type ObjectEquipments, type SpecificationFormat } from '@/contracts/objects';
import { Link, useRouter } from '@/i18n/navigation';
import { apiFailure, failureMessage } from '@/lib/api/errors';
import { saveBlob } from '@/lib/save-blob';
import { showErrorPopup } from '@/lib/stores/modal-store';
import { useIsMobile } from '@/lib/use-media-query';
import { objectsApi } from '../api/objects-api';
import { useObjectsViewer } from '../hooks/use-objects-viewer';
import { objectKeys } from '../keys';
import { useMoney } from '../money';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EquipmentPicker } from './equipment-picker';
import { ObjectDocuments } from './object-documents';
import { ObjectFormDialog } from './object-form-dialog';
import { QUANTITY_INPUT } from './quantity';
import { pages } from '@/contracts/pages';

type Confirm = { title: string; text: string; confirm: string; run: () => Promise<unknown> };

/**
 * /objects/{id} (docs/decisions/0027): the object's details, its equipment with quantities and sums (the
 * picker adds more), its documents (the dropzone, 20 MB a file, photos, videos and documents mixed), the specification
 * to download, and deleting it. Full width on a phone.
 */
export function ObjectView({ id }: { id: number }) {
  const t = useTranslations('objects');
  const tShell = useTranslations('shell');
  const money = useMoney();
  const router = useRouter();
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const { userId, allowed, signedIn } = useObjectsViewer();
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const object = useQuery({ queryKey: objectKeys.object(userId, id), queryFn: () => objectsApi.show(id), enabled: Boolean(userId) });
  const equipments = useQuery({ queryKey: objectKeys.equipments(userId, id), queryFn: () => objectsApi.equipments(id), enabled: Boolean(userId) });
  /** Every write answers the object's equipment and documents: the page shows the answer, the list reloads. */
  const settle = async (next: ObjectEquipments) => {
    queryClient.setQueryData(objectKeys.equipments(userId, id), next);
    await queryClient.invalidateQueries({ queryKey: objectKeys.object(userId, id) });
    void queryClient.invalidateQueries({ queryKey: [...objectKeys.all(userId), 'list'] });
  };
  const putEquipment = async (productId: number, quantity: number) => settle(await objectsApi.putEquipment(id, productId, quantity));
  const listHref = isMobile ? pages.profile({ section: 'objects' }) : pages.objects();

  if (signedIn && !allowed) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-6">
        <p role="alert" className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm">
          {tShell('accessDenied')}
        </p>
      </main>
    );
  }
  if (object.isError || equipments.isError) {
    const { status } = apiFailure(object.error ?? equipments.error);
    return (
      <main className="mx-auto max-w-5xl px-4 py-6">
        <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
          <p className="text-slate-700">{status === 404 ? t('view.notFound') : t('view.loadFailed')}</p>
          <Link href={listHref} className="mt-4 inline-block font-medium text-brand-700 underline">
            {t('view.back')}
          </Link>
        </div>
      </main>
    );
  }
  if (!object.data || !equipments.data) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-6" aria-busy="true" aria-label={t('view.loading')}>
        <div className="h-32 animate-pulse rounded-2xl bg-slate-200/70" />
        <div className="mt-4 h-64 animate-pulse rounded-2xl bg-slate-200/70" />
      </main>
    );
  }
  const data = object.data;
  const { equipments: items, documents, total } = equipments.data;

  return (
    <main className="mx-auto max-w-5xl space-y-5 px-4 py-6 wide:px-6 wide:py-10">
      <Link href={listHref} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        ← {t('view.back')}
      </Link>
      <section aria-labelledby="object-title" className="rounded-2xl bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id="object-title" className="text-2xl font-semibold text-slate-900 wide:text-3xl">
              {data.name}
            </h1>
            <p className="mt-1 text-slate-700">{data.address}</p>
            {data.comment && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{data.comment}</p>}
            {data.owner.id !== userId && <p className="mt-2 text-sm text-slate-500">{t('view.owner', { name: data.owner.fullName })}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('view.edit')}
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                setConfirm({
                  title: t('view.deleteTitle'),
                  text: t('view.deleteText', { name: data.name }),
                  confirm: t('view.delete'),
                  run: async () => {
                    await objectsApi.remove(id);
                    queryClient.removeQueries({ queryKey: objectKeys.object(userId, id) });
                    await queryClient.invalidateQueries({ queryKey: objectKeys.all(userId) });
                    router.replace(listHref);
                  },
                })
              }
            >
              {t('view.delete')}
            </Button>
          </div>
        </div>
        <Specification id={id} />
      </section>

      <section aria-labelledby="equipment-title" className="rounded-2xl bg-white p-5 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="equipment-title" className="text-lg font-semibold text-slate-900">
            {t('equipment.title')}
          </h2>
          <Button onClick={() => setPicking(true)}>{t('equipment.add')}</Button>
        </div>
        {items.length === 0 ? (
          <p className="text-slate-600">{t('equipment.empty')}</p>
        ) : (
          <ul aria-label={t('equipment.title')} className="divide-y divide-slate-100">
            {items.map((item) => (
              <EquipmentRow
                key={item.product.id}
                item={item}
                price={money(item.product.price)}
                sum={money(item.total)}
                onQuantity={(quantity) => putEquipment(item.product.id, quantity)}
                onRemove={() =>
                  setConfirm({
                    title: t('equipment.removeTitle'),
                    text: t('equipment.removeText', { name: item.product.name }),
                    confirm: t('equipment.remove'),
                    run: async () => settle(await objectsApi.removeEquipment(id, item.product.id)),
                  })
                }
              />
            ))}
          </ul>
        )}
        <p className="mt-4 text-right text-lg font-semibold text-slate-900" data-testid="object-total">
          {t('equipment.total', { total: money(total) })}
        </p>
      </section>

      <ObjectDocuments
        id={id}
        documents={documents}
        onSettle={settle}
        onRemove={(document) =>
          setConfirm({
            title: t('documents.removeTitle'),
            text: t('documents.removeText', { name: document.name }),
            confirm: t('documents.remove'),
            run: async () => settle(await objectsApi.removeDocument(id, document.id)),
          })
        }
      />

      {editing && (
        <ObjectFormDialog
          open
          object={data}
          onClose={() => setEditing(false)}
          onSave={async (body) => {
            queryClient.setQueryData(objectKeys.object(userId, id), await objectsApi.update(id, body));
            void queryClient.invalidateQueries({ queryKey: [...objectKeys.all(userId), 'list'] });
          }}
        />
      )}
      {picking && <EquipmentPicker open onClose={() => setPicking(false)} userId={userId} equipments={items} onAdd={putEquipment} />}
      {confirm && (
        <ConfirmDialog open onClose={() => setConfirm(null)} title={confirm.title} text={confirm.text} confirm={confirm.confirm} onConfirm={confirm.run} />
      )}
    </main>
  );
}

function EquipmentRow({
  item,
  price,
  sum,
  onQuantity,
  onRemove,
}: {
  item: ObjectEquipment;
  price: string;
  sum: string;
  onQuantity: (quantity: number) => Promise<unknown>;
  onRemove: () => void;
}) {
  const t = useTranslations('objects.equipment');
  const [value, setValue] = useState(String(item.quantity));
  const change = useMutation({ mutationFn: onQuantity, onError: () => setValue(String(item.quantity)) });
  const commit = () => {
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_EQUIPMENT_QUANTITY) return setValue(String(item.quantity));
    if (quantity !== item.quantity) change.mutate(quantity);
  };
  return (
    <li className="py-3 wide:flex wide:items-center wide:gap-3">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- catalogue photos of any host, small */}
        <img src={item.product.photo} alt="" className="size-12 shrink-0 rounded-lg object-contain" loading="lazy" />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{item.product.name}</p>
          <p className="text-sm text-slate-500">
            {item.product.sku} · {price}
            {item.product.archived && <> · {t('archived')}</>}
          </p>
          <ErrorAlert message={failureMessage(change.error)} />
        </div>
      </div>
      <div className="mt-2 flex items-center justify-end gap-3 wide:mt-0">
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <span className="sr-only wide:not-sr-only">{t('quantity')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EQUIPMENT_QUANTITY}
            value={value}
            aria-label={t('quantityOf', { name: item.product.name })}
            onChange={(e) => setValue(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            disabled={change.isPending}
            className={QUANTITY_INPUT}
          />
        </label>
        <span className="text-right font-medium text-slate-900 wide:min-w-24">{sum}</span>
        <Button variant="ghost" onClick={onRemove} aria-label={t('removeNamed', { name: item.product.name })}>
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}

function Specification({ id }: { id: number }) {
  const t = useTranslations('objects.specification');
  const download = useMutation({
    mutationFn: async (format: SpecificationFormat) => {
      saveBlob(await objectsApi.specification(id, format), t('file', { id, format }));
    },
    onError: (error) => showErrorPopup(failureMessage(error)!),
  });
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
      <span className="text-sm font-medium text-slate-700">{t('title')}</span>
      <Button variant="secondary" loading={download.isPending && download.variables === 'pdf'} onClick={() => download.mutate('pdf')}>
        {t('pdf')}
      </Button>
      <Button variant="secondary" loading={download.isPending && download.variables === 'xlsx'} onClick={() => download.mutate('xlsx')}>
        {t('xlsx')}
      </Button>
    </div>
  );
}
