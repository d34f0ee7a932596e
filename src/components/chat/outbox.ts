import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { chatOutboxMachine, type OutboxEntry } from '../../../machines/chatOutbox';
import { addChatMessage, chatKeys, chatOutboxStoreKey, sendChatMessage, uploadChatImage } from '../../api/chat';
import { registerOutboxStop } from '../../api/chatCache';
import { uploadablePhoto } from '../photos/photoFile';

/**
 * The chat outbox of the signed-in person (machines/chatOutbox.ts) with its effects: the queue is
 * kept in IndexedDB (idb-keyval) under the account, pictures included, so a message written
 * offline survives a reload and is sent when the connection returns; TanStack Query's online
 * state tells it when. One outbox at a time: another account's is stopped first.
 */

export type ChatOutboxActor = ActorRefFrom<typeof chatOutboxMachine>;

/** An entry saved before the outbox kept picture tokens has none yet: its pictures are all still to upload. */
type SavedEntry = Omit<OutboxEntry, 'uploaded'> & { uploaded?: readonly string[] };

type OutboxStore = {
  get(key: string): Promise<SavedEntry[] | undefined>;
  set(key: string, entries: OutboxEntry[]): Promise<void>;
  del(key: string): Promise<void>;
};

/** Where IndexedDB is missing (tests, a browser that refuses it), the queue lives as long as the page. */
const memory = new Map<string, OutboxEntry[]>();
const memoryStore: OutboxStore = {
  get: async (key) => memory.get(key),
  set: async (key, entries) => void memory.set(key, entries),
  del: async (key) => void memory.delete(key),
};

function outboxStore(): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryStore;
  const idb = () => import('idb-keyval');
  return {
    get: async (key) => (await idb()).get<SavedEntry[]>(key),
    set: async (key, entries) => (await idb()).set(key, entries),
    del: async (key) => (await idb()).del(key),
  };
}

const storeKey = chatOutboxStoreKey;

/** A UUID v4, as the contract's clientId wants it (also outside secure contexts, where randomUUID is missing). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A picture that cannot be read will not be readable next time either: a refusal, not a wait. */
const unreadablePhoto = (name: string) => Object.assign(new Error(name), { status: 422, code: 'photo-unreadable', details: [] });

let current: { userId: number; api: AxiosInstance; actor: ChatOutboxActor; stop: () => void } | null = null;

/** The outbox of `userId`, started on first use. */
export function chatOutbox({
  api,
  queryClient,
  userId,
}: {
  api: AxiosInstance;
  queryClient: QueryClient;
  userId: number;
}): ChatOutboxActor {
  if (current?.userId === userId && current.api === api) return current.actor;
  stopChatOutbox();
  const store = outboxStore();
  const key = storeKey(userId);
  const machine = chatOutboxMachine.provide({
    actors: {
      loadOutbox: fromPromise(async () => ((await store.get(key)) ?? []).map((entry) => ({ ...entry, uploaded: entry.uploaded ?? [] }))),
      uploadPhoto: fromPromise(async ({ input }) => {
        const file = input.photo as File;
        const photo = await uploadablePhoto(file);
        if (!photo) throw unreadablePhoto(file.name);
        return (await uploadChatImage(api, input.thread, photo)).token;
      }),
      sendMessage: fromPromise(async ({ input }) =>
        sendChatMessage(api, input.thread, {
          clientId: input.clientId,
          text: input.text,
          images: [...input.uploaded],
          internal: input.internal,
        }),
      ),
    },
    actions: {
      saveOutbox: (_, { entries }) => void (entries.length > 0 ? store.set(key, entries) : store.del(key)).catch(() => undefined),
      messageSent: (_, { message }) => {
        addChatMessage(queryClient, message);
        void queryClient.invalidateQueries({ queryKey: chatKeys.threads });
      },
    },
  });
  const actor = createActor(machine, { input: { online: onlineManager.isOnline() } });
  const unsubscribe = onlineManager.subscribe((online) => actor.send({ type: online ? 'outbox.online' : 'outbox.offline' }));
  actor.start();
  current = {
    userId,
    api,
    actor,
    stop: () => {
      unsubscribe();
      actor.stop();
    },
  };
  registerOutboxStop(stopChatOutbox);
  return actor;
}

/** Signing out: the outbox stops (its queue stays under the account, for when that person signs in again). */
export function stopChatOutbox(): void {
  current?.stop();
  current = null;
  registerOutboxStop(null);
}
