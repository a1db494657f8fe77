'use client';
import { useRef, useState } from 'react';
import type { UploadCategory } from '@/contracts/upload-limits';
import { categoryOf } from './file-category';
import { removeTempFile, uploadFile } from '@/lib/api/uploads';

export type QueueItem = {
  key: string;
  file: File;
  category: UploadCategory | undefined;
  status: 'waiting' | 'uploading' | 'done';
  /** Share sent, 0..1. */
  progress: number;
  /** The temporary path (data.path) once uploaded. */
  path?: string;
};

let lastKey = 0;

/**
 * The upload queue (docs/api.md#uploads): files wait in line and are uploaded one at a time. A failed upload leaves the
 * list and is reported to `onFailure`; the paths of the uploaded files, in list order, go to `onChange`
 * whenever they change.
 */
export function useUploadQueue({ onChange, onFailure }: { onChange: (paths: string[]) => void; onFailure: (error: unknown) => void }) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const current = useRef<QueueItem[]>([]);
  const reported = useRef('');
  const controllers = useRef(new Map<string, AbortController>());
  const running = useRef(false);

  const commit = (next: QueueItem[]) => {
    current.current = next;
    setItems(next);
    const paths = next.flatMap((item) => (item.status === 'done' && item.path ? [item.path] : []));
    if (paths.join('\n') !== reported.current) {
      reported.current = paths.join('\n');
      onChange(paths);
    }
  };
  const patch = (key: string, change: Partial<QueueItem>) => commit(current.current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const drop = (key: string) => commit(current.current.filter((item) => item.key !== key));

  async function pump() {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = current.current.find((i) => i.status === 'waiting'); next; next = current.current.find((i) => i.status === 'waiting')) {
        const { key, file } = next;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        patch(key, { status: 'uploading' });
        try {
          const path = await uploadFile(file, (progress) => !controller.signal.aborted && patch(key, { progress }), { signal: controller.signal });
          if (!controller.signal.aborted) patch(key, { status: 'done', progress: 1, path });
        } catch (error) {
          if (!controller.signal.aborted) {
            drop(key);
            onFailure(error);
          }
        } finally {
          controllers.current.delete(key);
        }
      }
    } finally {
      running.current = false;
    }
  }

  return {
    items,
    add(files: File[]) {
      commit([
        ...current.current,
        ...files.map((file) => ({ key: String(++lastKey), file, category: categoryOf(file), status: 'waiting' as const, progress: 0 })),
      ]);
      void pump();
    },
    /** Takes a file off the list: a waiting one simply, an uploading one by stopping it, an uploaded one by deleting it on the API. */
    async remove(key: string) {
      const item = current.current.find((i) => i.key === key);
      if (!item) return;
      controllers.current.get(key)?.abort();
      drop(key);
      // An unknown or expired path is gone already; the sweep removes whatever a failed delete leaves.
      if (item.path) await removeTempFile(item.path).catch(() => {});
    },
  };
}
