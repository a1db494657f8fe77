'use client';
import { useQuery } from '@tanstack/react-query';
import { chatsApi } from '../api/chats-api';
import { chatKeys } from '../keys';
import { useChatsViewer } from './use-chats-viewer';

/**
 * An attachment as an object URL of the blob fetched through the authorised route (docs/domain.md#chats-and-appeals), or null while it
 * loads or when it could not be fetched (`failed`). One URL per attachment for the tab's life: a thumbnail and
 * its viewer share it, and showing it again costs no second fetch.
 */
export function useAttachmentUrl(chatId: number, messageId: number, path: string) {
  const { userId } = useChatsViewer();
  const blob = useQuery({
    queryKey: chatKeys.attachment(userId, messageId, path),
    queryFn: async () => {
      const data = await chatsApi.attachment(chatId, messageId, path);
      return data ? URL.createObjectURL(data) : null;
    },
    enabled: Boolean(userId),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { url: blob.data ?? null, failed: blob.isSuccess && blob.data === null };
}
