import type { ChatStatus } from '../../../../contracts';
import { mayEnter, type Viewer } from '../../access';
import type { Verdict } from '../../lib/policy';
import type { InstallationRow } from '../installations';
import { isSupport } from './people';
import type { ChatRow } from './rows';

/**
 * Who may do what with a chat (docs/access.md#rules-inside-a-service), action by action: pure functions of the viewer
 * and the record. The service's guards and the answers' flags (the installation card's and the product card's
 * `canAppeal`, the aside's `canClose` and `canReopen`) call the same function, so they cannot disagree. Which chats a
 * viewer sees at all is the access layer's scope (404); whoever sees one (its author, support) reads it and writes in
 * it, a closed one too (a message reopens it).
 */
type Installation = Pick<InstallationRow, 'code' | 'clientId' | 'installerId' | 'creatorId'>;

/** Why a job refuses an appeal of someone whose role may appeal: not a party of it (404, as a job they do not see), a draft (422). */
export type AppealRefusal = 'notParty' | 'draft';

/** The job's parties: its client, its assigned installer and the installer who created it. */
const isParty = (viewer: Viewer, row: Installation) =>
  row.clientId === viewer.id || row.installerId === viewer.id || (viewer.role === 'INSTALLER' && row.creatorId === viewer.id);

export const chatPolicy = {
  /** chat.appeal by the role alone, before the job is read: the roles of the `chats` area but support, which answers appeals and opens none (403). */
  appealByRole: (viewer: Viewer): Verdict => (mayEnter(viewer.role, 'chats') && !isSupport(viewer) ? null : 'forbidden'),

  /** chat.appeal (POST /web/chats): a party of the job, once it is no draft. */
  appeal: (viewer: Viewer, row: Installation): Verdict<AppealRefusal> =>
    chatPolicy.appealByRole(viewer) ?? (!isParty(viewer, row) ? 'notParty' : row.code === 'DRAFT' ? 'draft' : null),

  /**
   * chat.close and chat.reopen (POST /web/chats/{id}/close, …/reopen): support. `unchanged` when the chat has that
   * status already: the route answers it as it is, the aside offers no such action.
   */
  setStatus: (viewer: Viewer, chat: Pick<ChatRow, 'status'>, status: ChatStatus): Verdict<'unchanged'> =>
    !isSupport(viewer) ? 'forbidden' : chat.status === status ? 'unchanged' : null,
};
