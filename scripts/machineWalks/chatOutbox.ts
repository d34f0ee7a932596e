import type { SnapshotFrom } from 'xstate';
import type { ChatMessage } from '../../contract/chat';
import { chatOutboxMachine, type OutboxEntry } from '../../machines/chatOutbox';
import { actorDone, actorFailed, apiFailure, describeMachine } from './walk';

type OutboxSnapshot = SnapshotFrom<typeof chatOutboxMachine>;

const written: OutboxEntry = {
  clientId: '6f1c2b9e-3d4a-4c5b-8e6f-7a8b9c0d1e2f',
  thread: 'order-12',
  text: 'Khi nào hàng về ạ?',
  // One picture (the machine only carries it): the walk shows its upload before the message.
  photos: ['hoá đơn.jpg'],
  uploaded: [],
  internal: false,
  createdAt: '2026-11-27T03:00:00.000Z',
  failed: null,
};

const stored: ChatMessage = {
  id: 41,
  thread: written.thread,
  clientId: written.clientId,
  side: 'customer',
  authorName: 'Nguyễn Văn An',
  text: written.text,
  images: [],
  internal: false,
  createdAt: written.createdAt,
};

export const chatOutboxWalk = describeMachine({
  name: 'chatOutbox',
  description:
    'The chat outbox (every message written in `/chat/$key` and the console\'s thread): the queue kept on the device is loaded, then each message is sent in turn, its pictures first (`POST /Chat/:key/Image`, each token kept with the message so a retry does not upload it again), with the clientId it was given when written (`POST /Chat/:key/Messages`), also on every retry, so the server stores it once. Offline it waits for the connection; no answer (offline, timeout, 5xx, 429, 401) waits 2 s, 4 s … up to a minute, or until the connection returns; a refusal (4xx) marks the message failed on the device and the queue goes on; "Gửi lại" puts it back, "Xoá" drops it.',
  machine: chatOutboxMachine,
  inputs: [
    { name: 'online', input: { online: true } },
    { name: 'offline', input: { online: false } },
  ],
  // One message is enough to show every path; a second would only repeat them.
  events: (snapshot: OutboxSnapshot) => {
    const { entries, attempt } = snapshot.context;
    const failed = entries.find((entry) => entry.failed !== null);
    return [
      actorDone('loadOutbox', []),
      ...(entries.length === 0 ? [{ type: 'outbox.add', entry: written } as const] : []),
      { type: 'outbox.online' },
      { type: 'outbox.offline' },
      actorDone('uploadPhoto', '3f2a9c1e'),
      ...(attempt < 1 ? [actorFailed('uploadPhoto', apiFailure('Network Error', null, 'network-request-failed'))] : []),
      actorDone('sendMessage', stored),
      ...(attempt < 1 ? [actorFailed('sendMessage', apiFailure('Network Error', null, 'network-request-failed'))] : []),
      actorFailed('sendMessage', apiFailure('Bạn không thể nhắn trong cuộc trò chuyện này', 403, 'forbidden')),
      ...(failed
        ? [{ type: 'outbox.retry', clientId: failed.clientId } as const, { type: 'outbox.discard', clientId: failed.clientId } as const]
        : []),
    ];
  },
});
