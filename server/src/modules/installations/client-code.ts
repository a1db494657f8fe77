import type { Db } from '../../db/client';
import type { CodesService } from '../codes';
import { recipientOf } from './completion-deps';

/** What the client's code accepts: an installation's work (completion) or a maintenance visit (modules/preventions). */
export type ClientCodeSubject = { purpose: 'completion'; installationId: number } | { purpose: 'prevention'; installationId: number; preventionId: number };

const payloadOf = (s: ClientCodeSubject) =>
  s.purpose === 'completion' ? { installationId: s.installationId } : { installationId: s.installationId, preventionId: s.preventionId };

/**
 * The client's SMS code that proves they accepted the work (docs/domain.md#the-clients-code): the sign-in codes'
 * rules (modules/codes: 10 minutes, 5 tries, the same SMS caps), one live code per subject. A code sent for a record
 * (`record`: its fingerprint) signs that record only: `check` answers the fingerprint it was sent for.
 */
export function createClientCode({ db, codes }: { db: Db; codes: CodesService }) {
  return {
    /** Texts the client of the installation a new code; `text` writes the SMS in their language. */
    async send(
      ip: string,
      clientId: number,
      subject: ClientCodeSubject,
      text: (t: Awaited<ReturnType<typeof recipientOf>>['t'], code: string) => string,
      record?: string,
    ) {
      const client = await recipientOf(db, clientId);
      const payload = payloadOf(subject);
      // One code a minute per subject and record: a changed record may be sent for at once (the caps per phone still hold).
      const resendKey = [subject.purpose, ...Object.values(payload), ...(record ? [record.slice(0, 16)] : [])].join(':');
      await codes.throttleSend(ip, resendKey, client.phone);
      const { verification } = await codes.createVerification({
        purpose: subject.purpose,
        phone: client.phone,
        payload: record ? { ...payload, record } : payload,
        subject: payload,
        withToken: false,
      });
      const sent = await codes.issueCode(verification, resendKey, (code) => ({ text: text(client.t, code), withCode: true }));
      return { codeSent: sent.codeSent };
    },

    /** The live verification whose code the client read out: 422 `code` when wrong or expired, 429 after the caps. */
    async check(ip: string, subject: ClientCodeSubject, code: string) {
      const verification = await codes.liveByPayload(subject.purpose, payloadOf(subject));
      await codes.checkCode(verification, code, ip);
      return { verification, record: (verification.payload as { record?: string } | null)?.record ?? null };
    },
  };
}
