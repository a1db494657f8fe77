import type { DealerPersonRole, Lang } from '../../../../contracts';
import { pages } from '../../../../contracts/pages';
import type { Db } from '../../db/client';
import { webPageUrl } from '../../lib/web-url';
import type { Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import type { SmsSender } from '../sms';
import { insertUser, issueInvitation, roleIdOf } from '../users';
import type { AdminDeps } from './deps';

type Invitee = { name: string; lastname: string; phone: string };

/**
 * A company's person invited by SMS: an account without a password and without an e-mail (as an installation's invited
 * client), until they register with that phone and keep the invited role (modules/auth completeRegistration).
 */
export async function insertInvitee(db: Db, invitee: Invitee, invitation: { role: DealerPersonRole; dealerId: number | null; language: Lang }) {
  return insertUser(db, {
    ...invitee,
    email: '',
    passwordHash: null,
    roleId: await roleIdOf(db, invitation.role),
    dealerId: invitation.dealerId,
    language: invitation.language,
  });
}

/** The web's sign-in, where an invitee registers with their phone; a company's person's link names their invitation. */
const signInLink = (webUrl: string, lang: Lang, invitation?: string) => webPageUrl(webUrl, lang, pages.home(invitation ? { invitation } : { signIn: '1' }));

const queue = (tx: Tx, sms: SmsSender, phone: string, text: string) => tx.afterCommit(() => void sms.send({ phone, text }).catch(() => undefined));

/**
 * Issues the person's invitation (a new link replaces an older one) and queues its SMS for after the commit: who
 * invites them, as whom, and the link that opens their registration with the role and company already set.
 */
export async function sendInvitation(
  tx: Tx,
  { sms, webUrl, clock }: Pick<AdminDeps, 'sms' | 'webUrl' | 'clock'>,
  t: Translator,
  lang: Lang,
  invitation: { userId: number; name: string; phone: string; role: DealerPersonRole; company: string },
) {
  const token = await issueInvitation(tx.db, invitation.userId, clock.now());
  const link = signInLink(webUrl, lang, token);
  const text = t('admin.sms.invitation', { name: invitation.name, company: invitation.company, role: invitation.role, link });
  queue(tx, sms, invitation.phone, text);
}

/**
 * Queues, for after the commit, the invitation of someone no company invites: an installation's client hears again who
 * registered the work for them (`inviter`), as the installation wizard's SMS said (modules/installations/wizard.ts);
 * anyone else, the portal's own invitation with the link to sign up.
 */
export function sendUserInvitation(
  tx: Tx,
  { sms, webUrl }: Pick<AdminDeps, 'sms' | 'webUrl'>,
  t: Translator,
  lang: Lang,
  invitation: { name: string; phone: string; inviter: string | null },
) {
  const { name, inviter } = invitation;
  const text = inviter ? t('installations.sms.invitation', { name, inviter }) : t('admin.sms.userInvitation', { name, link: signInLink(webUrl, lang) });
  queue(tx, sms, invitation.phone, text);
}
