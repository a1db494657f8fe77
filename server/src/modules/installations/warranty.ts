import { sql } from 'drizzle-orm';
import type { Lang, WorkOrderType } from '../../../../contracts';
import { dealerOf, isDealerRole, type Viewer } from '../../access';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { FieldsError, notFound } from '../../lib/http-errors';
import type { Limit } from '../../lib/rate-limit';
import { normalizeSerial } from './barcodes-rule';
import { certificationTypeById } from './certifications';
import type { CompletionDeps } from './completion-deps';
import { dangerMessage, guaranteeValid } from './guarantee';
import { visibleInstallation } from './rows';
import { dayOf, nameIn } from './status';
import { certificationStanding, certificationWarning } from './warranty-eligibility';

/** Public serial checks per client IP: enough for a person, too few to walk through serials. */
export const WARRANTY_LOOKUPS_PER_IP: Limit = { max: 20, windowSeconds: 60 * 60 };

type UnitRow = {
  installation_id: number;
  serial: string;
  product: string;
  model: string | null;
  completed_at: Date | string;
  guarantee_expires_at: string | null;
  extended: boolean;
  city: string | null;
};

/** Units of completed installations with what the public may read: no names, phones or streets. */
const publicUnits = (lang: Lang, where: ReturnType<typeof sql>) => sql`
  select s.installation_id, s.serial, coalesce(tr.name, p.sku) as product, b.model, i.completed_at, s.guarantee_expires_at::text, s.extended, i.city
  from installation_units s
  join installations i on i.id = s.installation_id
  join products p on p.id = s.product_id
  left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
  left join product_blocks b on b.id = s.block_id
  where i.code in ('COMPLETED', 'PREVENTION') and i.completed_at is not null and ${where}
  order by s.id`;

/**
 * Warranty (DOMAIN.md "Equipment, serials and warranty"): the public verification of a certificate and
 * of a unit by serial and settlement, the product card inside an installation, and the certification
 * checks of the wizard's installer step.
 */
export function createWarranty(deps: CompletionDeps) {
  const { db, clock, rateLimit } = deps;

  const presentUnit = (r: UnitRow, now: Date) => ({
    serial: r.serial,
    product: r.product,
    model: r.model,
    completedAt: dayOf(new Date(r.completed_at)),
    guaranteeExpiredAt: r.guarantee_expires_at ?? dayOf(new Date(r.completed_at)),
    extended: r.extended,
    valid: guaranteeValid(r.guarantee_expires_at, now),
    city: r.city,
    installerCompany: null,
  });

  return {
    /** The QR code's page: genuine when the token is an installation's certificate; valid while any unit's warranty runs. */
    async publicCertificate(token: string, lang: Lang) {
      const rows = await rowsOf<UnitRow>(db, publicUnits(lang, sql`i.certificate_token = ${token}`));
      const [installation] = await rowsOf<{ id: number; signed_at: Date | string | null; fingerprint: string | null }>(
        db,
        sql`select i.id, v.signed_at, v.fingerprint from installations i
            left join lateral (select signed_at, fingerprint from installation_versions where installation_id = i.id and signed_at is not null order by version desc limit 1) v on true
            where i.certificate_token = ${token} and i.code in ('COMPLETED', 'PREVENTION')`,
      );
      if (!installation) throw notFound();
      const now = clock.now();
      const units = rows.map((r) => presentUnit(r, now));
      return {
        installationId: installation.id,
        genuine: true as const,
        valid: units.some((u) => u.valid),
        signedAt: installation.signed_at ? new Date(installation.signed_at).toISOString() : null,
        fingerprint: installation.fingerprint,
        units,
      };
    },

    /**
     * A unit by its serial and its settlement's name (Ukrainian or Latin, any case): 404 when either does
     * not match, so a serial alone reveals nothing. Rate-limited per client IP.
     */
    async publicUnit(serial: string, city: string, ip: string, lang: Lang) {
      await rateLimit.consume(`warranty-unit:${ip}`, WARRANTY_LOOKUPS_PER_IP);
      const name = city.trim().toLowerCase();
      const [row] = await rowsOf<UnitRow>(
        db,
        publicUnits(
          lang,
          sql`s.serial = ${normalizeSerial(serial)} and (lower(i.city) = ${name}
            or exists (select 1 from settlements st where st.code = i.settlement_id and lower(st.name_latin) = ${name}))`,
        ),
      );
      if (!row) throw notFound();
      return presentUnit(row, clock.now());
    },

    /**
     * GET /web/catalog/products/{id}?installationId: the warranty of this product's units in an
     * installation the viewer may see (404 otherwise, and when the product is not in it).
     */
    async productInInstallation(viewer: Viewer | null, productId: number, installationId: number, t: Translator) {
      if (!viewer) throw notFound();
      const row = await visibleInstallation(db, viewer, installationId);
      const [units] = await rowsOf<{ n: number; ends: string | null }>(
        db,
        sql`select count(*)::int as n, max(s.guarantee_expires_at)::text as ends from installation_units s where s.installation_id = ${row.id} and s.product_id = ${productId}`,
      );
      const [listed] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from installation_products where installation_id = ${row.id} and product_id = ${productId}`);
      if (!units.n && !listed.n) throw notFound();
      const now = clock.now();
      const danger = dangerMessage(t, row, now);
      const certified = viewer.role === 'INSTALLER' && row.installerId === viewer.id && (await certificationStanding(db, viewer.id, row.certificationTypeId, now)).state === 'ACTIVE';
      return {
        guaranteeExpiredAt: units.ends,
        preventedAt: row.preventedAt ? dayOf(row.preventedAt) : null,
        dangerMessage: danger,
        warnings: danger ? [danger] : [],
        canAddPrevention: row.code === 'COMPLETED' && certified,
      };
    },

    /** A dealer about one of its installers (the admin about any): a warning when not certified for the installation's type. */
    async dealerCheck(viewer: Viewer, installerId: number, installationId: number, t: Translator, lang: Lang) {
      const row = await visibleInstallation(db, viewer, installationId);
      const [installer] = await rowsOf<{ id: number; mine: boolean }>(
        db,
        sql`select u.id, ${isDealerRole(viewer.role) ? sql`u.dealer_id is not distinct from ${dealerOf(viewer)}` : sql`true`} as mine
            from users u join roles r on r.id = u.role_id where u.id = ${installerId} and r.name = 'INSTALLER'`,
      );
      if (!installer?.mine) throw notFound();
      const type = await certificationTypeById(db, row.certificationTypeId);
      const standing = await certificationStanding(db, installerId, row.certificationTypeId, clock.now());
      return { warning: certificationWarning(t, standing, type ? nameIn(type.name, lang) : '', 'dealer') };
    },

    /** An installer about themself: a warning when not certified for the type they are about to register work of. */
    async installerCheck(viewer: Viewer, certificationTypeId: number, workOrderType: WorkOrderType, t: Translator, lang: Lang) {
      const type = await certificationTypeById(db, certificationTypeId);
      if (!type) throw new FieldsError({ certificationTypeId: ['installationCertificationTypeUnknown'] });
      const standing = await certificationStanding(db, viewer.id, certificationTypeId, clock.now());
      const warning = certificationWarning(t, standing, nameIn(type.name, lang), 'self');
      return { warning: warning && `${warning} ${t(`warranty.check.workOrderType.${workOrderType}`)}` };
    },
  };
}
