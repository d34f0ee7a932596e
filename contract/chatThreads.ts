/*
 * Chat thread keys, apart from contract/chat.ts: the `/chat/$key` route file parses its key with
 * them, and the route tree is in the first download, which should not carry the chat schemas
 * (chat.ts re-exports these).
 */

/**
 * What a thread is about. Every order, consignment, pay-on-behalf request, complaint and delivery
 * request has its own thread, and every customer one general `support` thread whose id is the
 * customer's own id.
 */
export const chatThreadTypes = ['order', 'consignment', 'pob', 'complaint', 'delivery', 'support'] as const;
export type ChatThreadType = (typeof chatThreadTypes)[number];

/** Who wrote a message, as the reader sees it. */
export const chatSides = ['customer', 'staff'] as const;
export type ChatSide = (typeof chatSides)[number];

export interface ChatThreadRef {
  type: ChatThreadType;
  id: number;
}

const KEY = /^([a-z]+)-([1-9][0-9]{0,8})$/;

/** `order-123` → `{ type: 'order', id: 123 }`; null for anything else (an unknown type, a zero id). */
export function parseChatKey(key: string): ChatThreadRef | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const type = chatThreadTypes.find((known) => known === match[1]);
  return type ? { type, id: Number(match[2]) } : null;
}

/** The key of a thread, as in `/chat/{key}` and `/api/Chat/{key}`. */
export function chatKey({ type, id }: ChatThreadRef): string {
  return `${type}-${id}`;
}
