import { notFound } from '@tanstack/react-router';

/**
 * `/chat/{type}-{id}` and `/chinaWebProduct/{type}-{id}` are one path segment: a segment holding
 * two params does not match in the router, so the route takes `$key` and splits it here. The type
 * is the part before the first dash (`order-123`, `1688-6543210`).
 */
export type TypedKey = { type: string; id: string };

const KEY = /^([A-Za-z0-9]{1,32})-([A-Za-z0-9_]{1,64})$/;

function parseTypedKey(key: string): TypedKey | null {
  const match = KEY.exec(key);
  return match ? { type: match[1]!, id: match[2]! } : null;
}

/** For `params.parse`: an unparsable key is a page that does not exist. */
export function typedKeyParams(allowedTypes?: ReadonlyArray<string>) {
  return {
    parse: ({ key }: { key: string }): TypedKey & { key: string } => {
      const parsed = parseTypedKey(key);
      if (!parsed || (allowedTypes && !allowedTypes.includes(parsed.type.toLowerCase()))) throw notFound();
      return { key, ...parsed };
    },
    stringify: ({ key }: { key: string }) => ({ key }),
  };
}

/**
 * For a chat thread's `params.parse` (`order-12`, `support-3`): the shape only, so the route tree
 * needs no list of thread types; the page tells an unknown type apart (contract/chatThreads.ts).
 */
export function chatKeyParams() {
  return {
    parse: ({ key }: { key: string }) => {
      if (!/^[a-z]{1,20}-[1-9][0-9]{0,8}$/.test(key)) throw notFound();
      return { key };
    },
    stringify: ({ key }: { key: string }) => ({ key }),
  };
}
