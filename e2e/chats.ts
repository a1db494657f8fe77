import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { demo } from './accounts';
import { apiCall, apiSession, arrangeInstallation, signInAs } from './installations';

/** The chats texts of each language. */
export const chatWords = { uk: uk.chats, en: en.chats, pl: pl.chats } as const;
export const uploadWords = { uk: uk.upload, en: en.upload, pl: pl.upload } as const;

/** The seeded 34-message chat of the demo client (server/src/modules/chats/seed): ten a fetch means four fetches. */
export const LONG_CHAT_SUBJECT = 'Гул зовнішнього блоку';

type Chat = { id: number; subject: string };

/** A new installation of the demo client with an appeal on it, made through the API (for journeys about what follows). */
export async function arrangeAppeal(subject: string, message: string) {
  const installationId = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'NEW');
  const { accessToken } = await apiSession(demo.USER.national);
  const chat = await apiCall<Chat>(accessToken, 'POST', '/web/chats', { installationId, subject, message });
  return { installationId, chatId: chat.id };
}

/** Support answers a chat through the API. */
export async function supportAnswers(chatId: number, message: string) {
  const { accessToken } = await apiSession(demo.ADMIN.national);
  await apiCall(accessToken, 'POST', `/web/chats/${chatId}/messages`, { message });
}

/** A chat of the demo client found by its subject (as support sees every chat). */
export async function chatBySubject(subject: string) {
  const { accessToken } = await apiSession(demo.ADMIN.national);
  const page = await apiCall<{ data: Chat[] }>(accessToken, 'GET', '/web/chats?perPage=100');
  const chat = page.data.find((c) => c.subject === subject);
  expect(chat, `a chat "${subject}"`).toBeTruthy();
  return chat!;
}

/** A second browser (support's) signed in, beside the client's. */
export async function supportPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, baseURL, demo.ADMIN.national);
  return page;
}

/**
 * The unread messages the shell's dot says to screen readers (`Unread messages: 3`) in `area` (the header or the bottom panel),
 * 0 when there is no dot. The demo client has seeded unread answers, so journeys compare figures.
 */
export async function unreadIn(area: Locator) {
  const said = area.getByText(/: \d+$/);
  if ((await said.count()) === 0) return 0;
  return Number((await said.textContent())!.replace(/\D/g, ''));
}

/** The scrolling history of the open chat. */
export const history = (page: Page) => page.getByTestId('chat-messages');
