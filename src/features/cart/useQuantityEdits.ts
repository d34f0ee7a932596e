import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Cart, CartItem } from '../../../contract/cart';
import { useApi } from '../../api/ApiProvider';
import { cartKeys, updateCartItem } from '../../api/cart';
import { cartErrorText } from './cartErrors';
import { mergeLine, type QuantityDrafts } from './cartLines';

/** Long enough for a few taps on + to become one request, short enough to feel saved. */
const QUANTITY_SAVE_DELAY_MS = 600;

/** `request` resolves to whether the server took the quantity. */
type Pending = { timer?: ReturnType<typeof setTimeout>; request?: Promise<boolean>; seq: number };

/**
 * Quantities changed on the cart page: shown (and priced in the estimate) at once as drafts, sent
 * after a pause (one PATCH for several taps), and dropped again when the server refuses, so the
 * line falls back to the last quantity the server confirmed, with the reason beside it.
 * `flush()` sends what is waiting and resolves, once every save has answered, to whether all were
 * taken (the checkout reads the server's cart, so it must not start from a quantity put back).
 */
export function useQuantityEdits() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<QuantityDrafts>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const pending = useRef(new Map<number, Pending>());

  const setIn = <V>(map: ReadonlyMap<number, V>, id: number, value: V | undefined) => {
    const next = new Map(map);
    if (value === undefined) next.delete(id);
    else next.set(id, value);
    return next;
  };

  const send = useCallback(
    (item: CartItem, quantity: number) => {
      const entry = pending.current.get(item.id) ?? { seq: 0 };
      const seq = entry.seq;
      clearTimeout(entry.timer);
      const request = updateCartItem(api, item.id, { quantity }).then(
        (line) => {
          queryClient.setQueryData<Cart>(cartKeys.all, (cart) =>
            mergeLine(cart, line, ['quantity', 'unitPriceFen', 'skuPriceFen', 'priceTiers', 'minQuantity', 'updatedAt']),
          );
          if (pending.current.get(item.id)?.seq === seq) setDrafts((d) => setIn(d, item.id, undefined));
          return true;
        },
        (error: unknown) => {
          // A newer quantity is on its way: it decides, not this failure.
          if (pending.current.get(item.id)?.seq !== seq) return true;
          setDrafts((d) => setIn(d, item.id, undefined));
          const reason = cartErrorText(error, item.minQuantity) ?? '';
          setErrors((e) => setIn(e, item.id, t`Không đổi được số lượng, đã trả lại số cũ. ${reason}`));
          return false;
        },
      );
      pending.current.set(item.id, { seq, request });
      // Once answered, the request is no longer something to wait for (its outcome is on screen).
      void request.then(() => {
        const current = pending.current.get(item.id);
        if (current?.request === request) pending.current.set(item.id, { ...current, request: undefined });
      });
      return request;
    },
    [api, queryClient],
  );

  /** A valid quantity typed or stepped to: shown now, sent after the pause. */
  const change = useCallback(
    (item: CartItem, quantity: number) => {
      const entry = pending.current.get(item.id) ?? { seq: 0 };
      clearTimeout(entry.timer);
      const timer = setTimeout(() => void send(item, quantity), QUANTITY_SAVE_DELAY_MS);
      pending.current.set(item.id, { ...entry, seq: entry.seq + 1, timer });
      setDrafts((d) => setIn(d, item.id, quantity));
      setErrors((e) => setIn(e, item.id, undefined));
    },
    [send],
  );

  /** The box holds something that cannot be sent (empty, under the minimum): keep the server's. */
  const cancel = useCallback((id: number) => {
    const entry = pending.current.get(id);
    if (entry) {
      clearTimeout(entry.timer);
      pending.current.set(id, { ...entry, seq: entry.seq + 1, timer: undefined });
    }
    setDrafts((d) => setIn(d, id, undefined));
  }, []);

  // What flush and the unmount see: the last committed drafts, written after commit (not during a
  // render React might throw away).
  const latest = useRef({ drafts, send });
  useLayoutEffect(() => {
    latest.current = { drafts, send };
  });

  const flush = useCallback(async (items: readonly CartItem[]): Promise<boolean> => {
    const waiting = [...pending.current.entries()].map(([id, entry]) => {
      const draft = latest.current.drafts.get(id);
      const item = items.find((i) => i.id === id);
      if (entry.timer !== undefined && draft !== undefined && item) return latest.current.send(item, draft);
      return entry.request;
    });
    return (await Promise.all(waiting)).every((ok) => ok !== false);
  }, []);

  // Leaving the page does not lose a quantity still waiting for its pause.
  useEffect(() => {
    const saves = pending.current;
    return () => {
      for (const [id, entry] of saves) {
        const draft = latest.current.drafts.get(id);
        const item = queryClient.getQueryData<Cart>(cartKeys.all)?.items.find((i) => i.id === id);
        if (entry.timer !== undefined && draft !== undefined && item) void latest.current.send(item, draft);
      }
    };
  }, [queryClient]);

  return { drafts, errors, change, cancel, flush };
}
