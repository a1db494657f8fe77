import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { DEMO_PASSWORD, registerThroughApi } from './accounts';
import { arrange } from './support';

/** The professional side's texts of each language, so that one journey reads every language's screen. */
export const dealerWords = { uk: uk.dealers, en: en.dealers, pl: pl.dealers } as const;
export const installerWords = { uk: uk.installers, en: en.installers, pl: pl.installers } as const;
export const menuWords = { uk: uk.auth.menu, en: en.auth.menu, pl: pl.auth.menu } as const;
export const accountWords = { uk: uk.profile.account, en: en.profile.account, pl: pl.profile.account } as const;

/** The demo dealer's company code (a valid EDRPOU, seeded by the dealers module) and its name. */
export const DEMO_DEALER_CODE = '38050000';
export const DEMO_DEALER_NAME = 'ТОВ «Клімат Про»';
/** The second demo company, for dealer changes. */
export const SECOND_DEALER = { code: '32855961', name: 'ТОВ «Захід Кліма»' };

/** A session of an account straight from the API (for arranging records, not for what is tested). */
export async function apiToken(digits: string) {
  return (await arrange<{ accessToken: string; user: { id: number } }>('POST', '/login', { body: { phone: digits, password: DEMO_PASSWORD } })).accessToken;
}

/** A new client registered through the API, with the demo password. */
export const registerClient = (name: string) => registerThroughApi('USER', name, 'Тестовий');

/** A new installer of the demo dealer: a client registers, applies with the demo dealer's code, and the dealer accepts (all through the API). */
export async function arrangeInstaller(name: string) {
  const client = await registerClient(name);
  const token = await apiToken(client.digits);
  const options = await arrange<{ certificationTypes: { id: number; code: string }[]; regions: { id: number }[] }>('GET', '/web/installer-requests/create', {
    token,
  });
  const request = await arrange<{ id: number }>('POST', '/web/installer-requests', {
    token,
    body: { dealerCode: DEMO_DEALER_CODE, name: 'Постачальник', regionId: options.regions[0].id, certificationTypeId: options.certificationTypes[0].id },
  });
  await arrange('POST', `/web/dealers/requests/${request.id}/accept`, { token: await apiToken('380500000003'), body: {} });
  return client;
}
