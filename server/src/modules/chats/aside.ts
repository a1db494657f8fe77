import type { ChatAside, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Translator } from '../../i18n/translator';
import { allowed } from '../../lib/policy';
import type { ChatsDeps } from './deps';
import { isSupport, peopleOf } from './people';
import { chatPolicy } from './policy';
import { agentsIn } from './presence';
import { otherSideCount, seenIn } from './reads';
import type { ChatRow } from './rows';

/** The installation card is read as support reads it: the chat's own access was checked already. */
const SUPPORT_READER: Viewer = { id: 0, role: 'ADMIN' };

/** The chat's side panel for `viewer`, who sees the chat: its job from the installation card, its parties and its state. */
export async function chatAside({ db, clock, installations }: ChatsDeps, viewer: Viewer, chat: ChatRow, t: Translator, lang: Lang): Promise<ChatAside> {
  const [card, people, seen, agents] = await Promise.all([
    installations.card(SUPPORT_READER, chat.installationId, t, lang),
    peopleOf(db, [chat.authorId]),
    seenIn(db, chat.id, [viewer.id]),
    isSupport(viewer) ? agentsIn(db, chat.id, clock.now()) : Promise.resolve([]),
  ]);
  const product = chat.productId === null ? null : card.equipment.products.find((p) => p.id === chat.productId);
  return {
    id: chat.id,
    installationId: chat.installationId,
    subject: chat.subject,
    status: chat.status,
    closedAt: chat.closedAt?.toISOString() ?? null,
    address: card.address.label,
    date: card.date,
    client: card.client,
    installer: card.installer,
    equipment: card.equipment,
    product: product ? { id: product.id, name: product.name } : null,
    author: people.get(chat.authorId)!,
    createdAt: chat.createdAt.toISOString(),
    unreadCount: otherSideCount(chat, viewer) - (seen.get(viewer.id) ?? 0),
    answering: agents.filter((a) => a.id !== viewer.id),
    canWrite: true,
    canClose: allowed(chatPolicy.setStatus(viewer, chat, 'closed')),
    canReopen: allowed(chatPolicy.setStatus(viewer, chat, 'open')),
  };
}
