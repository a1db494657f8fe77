'use client';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { panelClass, tabClass } from '@/components/product/product-tabs';
import type { InstallationCard } from '@/contracts/installations';
import { Link } from '@/i18n/navigation';
import { displayPhone } from '@/lib/phone';
import { dayOf } from '../dates';
import { StarsShown } from './star-rating';
import { pages } from '@/contracts/pages';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {shown.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2.5 text-sm wide:grid-cols-[14rem_minmax(0,1fr)] wide:gap-4">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{children}</p>;

export type CardTab = { key: string; title: ReactNode; content: ReactNode };

/** The card's tabs: details, equipment, photos, history, grades, then any `extraTabs` app/ composes. */
export function CardTabs({
  card,
  photoActions,
  unitsAction,
  gradeAction,
  extraTabs = [],
}: {
  card: InstallationCard;
  photoActions?: ReactNode;
  unitsAction?: ReactNode;
  gradeAction?: ReactNode;
  extraTabs?: CardTab[];
}) {
  const t = useTranslations('installations.card');
  const format = useFormatter();
  const day = (date: string | null | undefined) => (date ? format.dateTime(dayOf(date), { dateStyle: 'medium' }) : null);
  const metres = (value: number | null | undefined) => (value === null || value === undefined ? null : t('metres', { value }));
  const d = card.details;

  const tabs: CardTab[] = [
    {
      key: 'details',
      title: t('tabs.details'),
      content: (
        <Facts
          rows={[
            [t('client'), <Person key="client" person={card.client} />],
            [t('installer'), card.installer ? <Person key="installer" person={card.installer} /> : t('noInstaller')],
            [t('certificationType'), card.certificationType.name],
            [t('address'), card.address.label],
            [t('place'), card.place],
            [t('plannedAt'), day(d?.plannedAt)],
            [t('workDoneOn'), day(card.workDoneOn)],
            [t('saleDate'), day(d?.saleDate)],
            [t('elevator'), d?.elevator?.name],
            [t('ownRoute'), d?.ownRoute?.name],
            [t('fastening'), d?.outdoorUnitFastening?.name],
            [t('fasteningHeight'), metres(d?.fasteningHeight)],
            [t('access'), d?.outdoorUnitAccess?.name],
            [t('drainage'), d?.drainage?.name],
            [t('routeLength'), metres(d?.routeLength)],
            [t('comment'), d?.comment],
          ]}
        />
      ),
    },
    {
      key: 'equipment',
      title: t('tabs.equipment'),
      content:
        card.equipment.products.length === 0 ? (
          <div className="space-y-4">
            {unitsAction}
            <Empty>{t('noEquipment')}</Empty>
          </div>
        ) : (
          <div className="space-y-4">
            {unitsAction}
            {(card.equipment.guarantee || card.equipment.preventedAt) && (
              <p className="text-sm text-slate-700">
                {[
                  card.equipment.guarantee && t('guaranteeUntil', { date: day(card.equipment.guarantee)! }),
                  card.equipment.preventedAt && t('preventedAt', { date: day(card.equipment.preventedAt)! }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            <ul className="space-y-3">
              {card.equipment.products.map((product) => (
                <li key={product.id} className="rounded-xl border border-slate-200 bg-white p-4">
                  {/* Spec route /installations/{id}/{installationId}: the product (id) within this installation. */}
                  <Link href={pages.installationProduct(product.id, card.id)} className="font-medium text-brand-700 hover:underline">
                    {product.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {t('sku', { sku: product.sku })} · {t('guaranteeYears', { years: product.guaranteeYears })}
                    {product.guaranteeExpiredAt && <> · {t('guaranteeUntil', { date: day(product.guaranteeExpiredAt)! })}</>}
                  </p>
                  {product.dangerMessage && (
                    <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                      {product.dangerMessage}
                    </p>
                  )}
                  {product.units.length > 0 && (
                    <table className="mt-3 w-full text-left text-sm">
                      <thead className="text-slate-500">
                        <tr>
                          <th className="py-1 pr-3 font-normal">{t('serial')}</th>
                          <th className="py-1 pr-3 font-normal">{t('unit')}</th>
                          <th className="py-1 font-normal">{t('warrantyUntil')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {product.units.map((unit) => (
                          <tr key={unit.id} className="border-t border-slate-100">
                            <td className="break-all py-1.5 pr-3 font-mono text-slate-900">{unit.serial}</td>
                            <td className="py-1.5 pr-3 text-slate-700">
                              {[unit.blockType && t(`blockTypes.${unit.blockType}`), unit.model].filter(Boolean).join(' · ')}
                              {unit.registeredOn && (
                                <>
                                  {' · '}
                                  <Link href={pages.installation(unit.registeredOn)} className="text-brand-700 underline">
                                    {t('registeredOn', { number: unit.registeredOn })}
                                  </Link>
                                </>
                              )}
                            </td>
                            <td className="py-1.5 text-slate-700">
                              {day(unit.guaranteeExpiredAt) ?? '—'}
                              {unit.extended && <span className="ml-2 rounded bg-emerald-50 px-1.5 text-xs text-emerald-800">{t('extended')}</span>}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ),
    },
    {
      key: 'photos',
      title: t('tabs.photos'),
      content: (
        <div className="space-y-4">
          {photoActions}
          {card.photos.length === 0 ? (
            <Empty>{t('noPhotos')}</Empty>
          ) : (
            <ul className="grid grid-cols-2 gap-3 wide:grid-cols-4">
              {card.photos.map((photo, i) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl bg-slate-100">
                    {/* eslint-disable-next-line @next/next/no-img-element -- photos come from the API's file store, of any size */}
                    <img src={photo.url} alt={t('photoAlt', { n: i + 1 })} loading="lazy" className="aspect-square w-full object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      ),
    },
    {
      key: 'history',
      title: t('tabs.history'),
      content:
        card.history.length === 0 ? (
          <Empty>{t('noHistory')}</Empty>
        ) : (
          <ol className="space-y-2">
            {card.history.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-sm">
                <p className="text-slate-900">{entry.text}</p>
                <p className="text-slate-500">
                  <time dateTime={entry.at}>{format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  {entry.actor && <> · {entry.actor.fullName}</>}
                </p>
              </li>
            ))}
          </ol>
        ),
    },
    {
      key: 'grades',
      title: t('tabs.grades'),
      content: card.grades ? (
        <Facts
          rows={[
            [t('gradeWork'), <GradeShown key="w" rating={card.grades.work.rating} comment={card.grades.work.comment} />],
            [t('gradeCommunication'), <GradeShown key="c" rating={card.grades.communication.rating} comment={card.grades.communication.comment} />],
            [t('gradedAt'), format.dateTime(new Date(card.grades.createdAt), { dateStyle: 'medium', timeStyle: 'short' })],
          ]}
        />
      ) : (
        <div className="space-y-4">
          <Empty>{t('noGrades')}</Empty>
          {gradeAction}
        </div>
      ),
    },
    ...extraTabs,
  ];

  return (
    <TabGroup>
      <TabList aria-label={t('tabsLabel')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 wide:mx-0 wide:px-0">
        {tabs.map((tab) => (
          <Tab key={tab.key} className={tabClass}>
            {tab.title}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.key} className={panelClass}>
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

/** A person with their phone as the phone input shows it, a link that calls it. */
function Person({ person }: { person: { fullName: string; phone: string } }) {
  return (
    <>
      {person.fullName},{' '}
      <a href={`tel:+${person.phone}`} className="whitespace-nowrap text-brand-700 hover:underline">
        {displayPhone(person.phone)}
      </a>
    </>
  );
}

function GradeShown({ rating, comment }: { rating: number; comment: string | null }) {
  return (
    <span className="flex flex-col gap-1">
      <StarsShown value={rating} />
      {comment && <span className="text-slate-700">{comment}</span>}
    </span>
  );
}
