import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { croCardFields, type CircuitView, type FgasEntryView, type Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { formatDay } from '../../i18n/format';
import { textsIn, translator } from '../../i18n/translator';
import { addressLine } from '../../lib/address-line';
import { fullName } from '../../lib/names';
import { A4, embedNotoSans, INK, MUTED, wrap } from '../../lib/pdf';
import { spreadsheet } from '../../lib/spreadsheet';
import type { InstallationRow } from '../installations';

type Line = [label: string, value: string];

/**
 * The equipment card of one circuit in the shape of Poland's CRO card ("Karta Urządzenia", contracts/fgas-cro-card.ts):
 * its fields in the card's order, each labelled and written in the reader's language (the web's texts,
 * `installations.fgas`), as a two-column CSV or an A4 PDF.
 */
async function cardLines(db: Db, installation: InstallationRow, circuit: CircuitView, lang: Lang): Promise<Line[]> {
  const t = textsIn(lang, 'installations.fgas');
  const people = new Map(
    (
      await db
        .select({ id: users.id, name: users.name, lastname: users.lastname })
        .from(users)
        .where(
          inArray(
            users.id,
            [installation.clientId, installation.installerId].filter((id): id is number => id !== null),
          ),
        )
    ).map((u) => [u.id, fullName(u)]),
  );
  const kg = (value: number) => `${new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value)} kg`;
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const entry = (e: FgasEntryView) =>
    [
      formatDay(lang, e.on),
      e.result && t(`results.${e.result}`),
      e.kg !== null && kg(e.kg),
      e.origin && t(`origins.${e.origin}`),
      e.fate && t(`fates.${e.fate}`),
      e.dueToLeakage && t('dueToLeakage'),
      e.party && `${e.party.name}, ${e.party.address}${e.party.certificateNumber ? ` (${e.party.certificateNumber})` : ''}`,
      e.description,
      e.measures,
      e.note,
      t('writtenBy', { name: e.author.fullName, certificate: e.author.certificateNumber }),
    ]
      .filter(Boolean)
      .join('; ');
  const valueOf = (key: (typeof croCardFields)[number]['key']): string => {
    switch (key) {
      case 'operator':
        return people.get(installation.clientId ?? 0) ?? '';
      case 'equipmentAddress':
        return addressLine(installation, translator(lang));
      case 'equipment':
        return circuit.unit ? `${circuit.unit.model ?? ''} ${circuit.unit.serial}`.trim() : '';
      case 'installedBy':
        return people.get(installation.installerId ?? 0) ?? '';
      case 'commissionedOn':
        return formatDay(lang, circuit.commissionedOn);
      case 'refrigerant':
        return `${circuit.refrigerant.id} (GWP ${new Intl.NumberFormat(lang).format(circuit.refrigerant.gwp)})`;
      case 'chargeKg':
        return kg(circuit.chargeKg);
      case 'chargeCo2eTonnes':
        return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(circuit.co2eTonnes)} t CO₂e`;
      case 'chargeAsDeliveredKg':
        return kg(circuit.factoryChargeKg);
      case 'chargeAddedAtInstallationKg':
        return kg(circuit.installationChargeKg);
      case 'hermeticallySealed':
      case 'residentialBuilding':
      case 'leakDetectionSystem':
        return yesNo(circuit[key]);
      case 'nextLeakCheckDue':
        return circuit.nextCheck ? formatDay(lang, circuit.nextCheck.on) : t('noCheckRequired');
      default: {
        const kind = croCardFields.find((f) => f.key === key)!.source;
        return 'kind' in kind
          ? circuit.entries
              .filter((e) => e.kind === kind.kind)
              .reverse()
              .map(entry)
              .join('\n')
          : '';
      }
    }
  };
  return croCardFields.map((field) => [t(`card.${field.key}`), valueOf(field.key)]);
}

async function cardPdf(title: string, lines: Line[], created: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedNotoSans(doc);
  doc.setTitle(title);
  doc.setCreationDate(created);
  const margin = 48;
  const labelWidth = 180;
  const valueWidth = A4[0] - 2 * margin - labelWidth - 12;
  let page = doc.addPage(A4);
  let y = A4[1] - margin;
  const ensure = (height: number) => {
    if (y - height >= margin) return;
    page = doc.addPage(A4);
    y = A4[1] - margin;
  };
  for (const line of wrap(title, bold, 16, A4[0] - 2 * margin)) {
    y -= 22;
    page.drawText(line, { x: margin, y, size: 16, font: bold, color: INK });
  }
  y -= 12;
  for (const [label, value] of lines) {
    const labelLines = wrap(label, regular, 9, labelWidth);
    const valueLines = (value || '—').split('\n').flatMap((part) => wrap(part, regular, 10, valueWidth));
    const height = Math.max(labelLines.length * 12, valueLines.length * 13.5) + 8;
    ensure(height);
    labelLines.forEach((text, i) => page.drawText(text, { x: margin, y: y - 11 - i * 12, size: 9, font: regular, color: MUTED }));
    valueLines.forEach((text, i) => page.drawText(text, { x: margin + labelWidth + 12, y: y - 11 - i * 13.5, size: 10, font: regular, color: INK }));
    y -= height;
  }
  return doc.save();
}

export async function croCardFile(db: Db, installation: InstallationRow, circuit: CircuitView, format: 'pdf' | 'csv', lang: Lang, now: Date) {
  const t = textsIn(lang, 'installations.fgas');
  const lines = await cardLines(db, installation, circuit, lang);
  const title = t('card.title', { number: installation.id, circuit: circuit.id });
  if (format === 'pdf') return { name: `cro-card-${circuit.id}.pdf`, mime: 'application/pdf', body: await cardPdf(title, lines, now) };
  return spreadsheet('csv', {
    name: `cro-card-${circuit.id}`,
    at: now,
    sheet: title,
    columns: [
      { heading: t('card.field'), width: 40 },
      { heading: t('card.value'), width: 80 },
    ],
    rows: Readable.from(lines),
  });
}
