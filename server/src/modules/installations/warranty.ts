import { sql } from 'drizzle-orm';
import type { Lang, WorkOrderType } from '../../../../contracts';
import { dealerOf, isDealerRole, type Viewer } from '../../access';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { FieldsError, notFound } from '../../lib/http-errors';
import { addressKey } from '../../lib/address-key';
import { allowed } from '../../lib/policy';
import { nameIn } from '../../lib/names';
import type { Limit } from '../../lib/rate-limit';
import { chatPolicy } from '../chats';
import { normalizeSerial } from './barcodes-rule';
import { certificationTypeById } from './certifications';
import type { CompletionDeps } from './completion-deps';
import { dangerMessage, guaranteeValid, productGuaranteeEnd } from './guarantee';
import { changePendingSql } from './signing';
import { visibleInstallation } from './rows';
import { installationPolicy, isAssignedInstaller } from './policy';
import { dayOf } from './status';
import { certificationStanding, certificationWarning } from './warranty-eligibility';

/** Public serial checks per client IP: enough for a person, too few to walk through serials. */
export const WARRANTY_LOOKUPS_PER_IP: Limit = { max: 20, windowSeconds: 60 * 60 };

type UnitRow = {
  serial: string;
  product: string;
  model: string | null;
  work_day: string;
  guarantee_expires_at: string | null;
  extended: boolean;
  city: string | null;
};

/**
 * Units with what the public may read (no names, phones or streets), each with the installation it is registered on
 * (`i`, completed: its work day and settlement). `units` picks the rows of `installation_units s`.
 */
const publicUnits = (lang: Lang, units: ReturnType<typeof sql>) => sql`
  select s.serial, coalesce(tr.name, p.sku) as product, b.model, coalesce(i.work_done_on, (i.completed_at at time zone 'UTC')::date)::text as work_day,
    s.guarantee_expires_at::text, s.extended, i.city
  from installation_units s
  join installations i on i.id = s.installation_id
  join products p on p.id = s.product_id
  left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
  left join product_blocks b on b.id = s.block_id
  where i.code in ('COMPLETED', 'PREVENTION') and i.completed_at is not null and ${units}
  order by s.id`;

/**
 * Warranty (docs/domain.md#warranty-and-the-extended-guarantee): the public verification of a certificate and
 * of a unit by serial and settlement, the product card inside an installation, and the certification
 * checks of the wizard's installer step.
 */
export function createWarranty(deps: CompletionDeps) {
  const { db, clock, rateLimit } = deps;

  const presentUnit = (r: UnitRow, now: Date) => ({
    serial: r.serial,
    product: r.product,
    model: r.model,
    completedAt: r.work_day,
    guaranteeExpiredAt: r.guarantee_expires_at ?? r.work_day,
    extended: r.extended,
    valid: guaranteeValid(r.guarantee_expires_at, now),
    city: r.city,
    installerCompany: null,
  });

  return {
    /**
     * The QR code's page: genuine when the token is an installation's certificate; valid while any unit's warranty runs.
     * It shows the signed record (the units of the job and those it refers to), and says when a change waits for the
     * client's confirmation.
     */
    async publicCertificate(token: string, lang: Lang) {
      const [installation] = await rowsOf<{ id: number; signed_at: Date | string | null; fingerprint: string | null; change_pending: boolean }>(
        db,
        sql`select i.id, v.signed_at, v.fingerprint, ${changePendingSql(sql`i.id`)} as change_pending from installations i
            left join lateral (select signed_at, fingerprint from installation_versions where installation_id = i.id and signed_at is not null order by version desc limit 1) v on true
            where i.certificate_token = ${token} and i.code in ('COMPLETED', 'PREVENTION')`,
      );
      if (!installation) throw notFound();
      const rows = await rowsOf<UnitRow>(
        db,
        publicUnits(
          lang,
          sql`(s.installation_id = ${installation.id} or s.id in (select r.unit_id from installation_unit_refs r where r.installation_id = ${installation.id}))`,
        ),
      );
      const now = clock.now();
      const units = rows.map((r) => presentUnit(r, now));
      return {
        installationId: installation.id,
        genuine: true as const,
        valid: units.some((u) => u.valid),
        signedAt: installation.signed_at ? new Date(installation.signed_at).toISOString() : null,
        fingerprint: installation.fingerprint,
        changePending: installation.change_pending,
        units,
      };
    },

    /**
     * A unit by its serial and its settlement's name (Ukrainian or Latin, any case): 404 when either does
     * not match, so a serial alone reveals nothing. Rate-limited per client IP.
     */
    async publicUnit(serial: string, city: string, ip: string, lang: Lang) {
      await rateLimit.consume(`warranty-unit:${addressKey(ip)}`, WARRANTY_LOOKUPS_PER_IP);
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
      const [units] = await rowsOf<{ n: number; ends: (string | null)[] | null; listed: boolean; guarantee_years: number; blocks: number }>(
        db,
        sql`select count(s.id)::int as n, array_agg(s.guarantee_expires_at::text) filter (where s.id is not null) as ends,
              exists (select 1 from installation_products where installation_id = ${row.id} and product_id = ${productId}) as listed,
              p.guarantee_years, (select count(*)::int from product_blocks b where b.product_id = p.id) as blocks
            from products p
            left join installation_units s on s.product_id = p.id
              and (s.installation_id = ${row.id} or s.id in (select r.unit_id from installation_unit_refs r where r.installation_id = ${row.id}))
            where p.id = ${productId} group by p.id`,
      );
      if (!units || (!units.n && !units.listed)) throw notFound();
      const now = clock.now();
      const danger = dangerMessage(t, row, now);
      const certified = isAssignedInstaller(viewer, row) && (await certificationStanding(db, viewer.id, row.certificationTypeId, now)).state === 'ACTIVE';
      return {
        guaranteeExpiredAt: productGuaranteeEnd(units.ends ?? [], { guaranteeYears: units.guarantee_years, blocks: units.blocks }, row),
        preventedAt: row.preventedAt ? dayOf(row.preventedAt) : null,
        dangerMessage: danger,
        warnings: danger ? [danger] : [],
        canAddPrevention: allowed(installationPolicy.planPrevention(viewer, row, { certified })),
        canAppeal: allowed(chatPolicy.appeal(viewer, row)),
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
