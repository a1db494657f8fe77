import type { ChatAside, ChatMessage } from '@/contracts/chats';

/** A chat's side panel as the API answers it, for component tests. */
export const testAside = (change: Partial<ChatAside> = {}): ChatAside => ({
  id: 55,
  installationId: 12,
  subject: 'Leak',
  status: 'open',
  closedAt: null,
  address: 'Kyiv, Khreshchatyk St 1',
  date: '2026-11-20',
  client: { id: 7, fullName: 'Olena Shevchenko', phone: '380500000001' },
  installer: { id: 8, fullName: 'Ivan Petrenko', phone: '380500000002' },
  equipment: { products: [], guarantee: null, preventedAt: null },
  product: null,
  author: { id: 7, fullName: 'Olena Shevchenko', role: 'USER', isSupport: false },
  createdAt: '2026-11-25T10:00:00.000Z',
  unreadCount: 0,
  answering: [],
  canWrite: true,
  canClose: false,
  canReopen: false,
  ...change,
});

const client = { id: 7, fullName: 'Olena Shevchenko', role: 'USER' as const, isSupport: false };
const support = { id: 5, fullName: 'Support Agent', role: 'ADMIN' as const, isSupport: true };

/** A message of the client (`from: 'client'`) or of support. */
export const testMessage = (id: number, datetime: string, from: 'client' | 'support' = 'client', change: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId: 55,
  from: from === 'client' ? client : support,
  datetime,
  content: `Message ${id}`,
  attachments: [],
  read: true,
  clientKey: null,
  ...change,
});
