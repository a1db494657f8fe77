import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isDealerCode } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { DEMO, login } from './accounts';
import type { TestServer } from './helpers';

/** Every role but support's, by a seeded account of it (the deputy and assistant of the demo dealer's company). */
export const NOT_ADMIN = {
  USER: DEMO.user,
  INSTALLER: DEMO.installer,
  DEALER: DEMO.dealer,
  DEALER_DEPUTY: '380500000031',
  DEALER_ASSISTANT: '380500000032',
  PROJECTOR: DEMO.projector,
};

/** Signs each phone in once and answers its access token from then on. */
export function tokensOf(server: () => TestServer) {
  const tokens = new Map<string, string>();
  return async (phone: string) => {
    if (!tokens.has(phone)) tokens.set(phone, (await login(server(), phone)).accessToken);
    return tokens.get(phone)!;
  };
}

export const userIdOf = async (server: TestServer, phone: string) =>
  (await rowsOf<{ id: number }>(server.app.db, sql`select id from users where phone = ${phone}`))[0].id;

/** A valid EDRPOU (check digit included), unlikely to repeat within a run. */
export function newDealerCode(): string {
  for (;;) {
    const code = String(randomInt(10_000_000, 100_000_000));
    if (isDealerCode(code)) return code;
  }
}
