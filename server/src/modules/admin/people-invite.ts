import type { DealerPersonInvite, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { notFound } from '../../lib/http-errors';
import { checkedWrite } from '../../lib/checked-write';
import { inviteeRefusals } from './company-checks';
import { conflict } from './conflicts';
import { readDealer } from './dealer-read';
import { personOfCompany, profileOf } from './dealer-rows';
import type { AdminDeps } from './deps';
import { insertInvitee, sendInvitation } from './invitation';

/**
 * Support invites a company's deputies and assistants by SMS, and sends an invitation again to anyone of the company
 * who has not registered yet (docs/decisions/0036-back-office-dealers-and-audit-log.md).
 */
export function createPeopleInvitations(deps: AdminDeps) {
  const { db, audit, codes } = deps;

  /** The company, or 404; 409 `deactivated` while it is deactivated. */
  async function activeCompany(dealerId: number) {
    const company = await profileOf(db, dealerId);
    if (!company) throw notFound();
    if (company.deactivatedAt) throw conflict('deactivated');
    return company;
  }

  return {
    /** 422 `phone: phoneTaken` for a phone that has an account, `phoneInvalid` for one invalid for its country. */
    async invitePerson(viewer: Viewer, dealerId: number, body: DealerPersonInvite, lang: Lang, t: Translator) {
      const company = await activeCompany(dealerId);
      const { role, ...invitee } = body;
      await checkedWrite(
        () => inviteeRefusals(db, body.phone, 'phone'),
        () =>
          transaction(db, async (tx) => {
            const userId = await insertInvitee(tx.db, invitee, { role, dealerId, language: lang });
            await audit.record(tx, {
              actorId: viewer.id,
              action: 'dealer.invite',
              subjectType: 'user',
              subjectId: userId,
              before: null,
              after: { dealerId, ...body },
            });
            await sendInvitation(tx, deps, t, lang, { userId, name: body.name, phone: body.phone, role, company: company.companyName });
          }),
      );
      return readDealer(db, dealerId, lang);
    },

    /** 404 for someone not of the company, 409 `alreadyRegistered` once they have a password, 429 past the SMS throttle. */
    async reinvitePerson(viewer: Viewer, dealerId: number, userId: number, ip: string, lang: Lang, t: Translator) {
      const person = await personOfCompany(db, dealerId, userId);
      if (!person) throw notFound();
      if (!person.invited) throw conflict('alreadyRegistered');
      const company = await activeCompany(dealerId);
      await codes.throttleSend(ip, `admin-invitation:${userId}`, person.phone);
      await transaction(db, async (tx) => {
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'dealer.reinvite',
          subjectType: 'user',
          subjectId: userId,
          before: null,
          after: { dealerId, phone: person.phone },
        });
        await sendInvitation(tx, deps, t, lang, { userId, name: person.name, phone: person.phone, role: person.role, company: company.companyName });
      });
      return { sent: true as const };
    },
  };
}
