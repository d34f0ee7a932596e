import type { Db } from '../../db/connect';
import { isAppError } from '../../errors';
import { currentSettings } from '../settings/settings.store';
import type { OrderMovesService } from './orderMoves.service';
import { findDeliveringSince } from './orders.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the server looks (hourly, on the hour, UTC): a day's rule does not need minute precision. */
export const AUTO_RECEIVE_CRON = '0 * * * *';
export const AUTO_RECEIVE_JOB = 'orders-auto-receive';

/**
 * An order out for delivery is received when the customer confirms it, or automatically after a
 * configured number of days (settings `orders.autoReceiveDays`). Each
 * order moves in its own transaction, through the same `move` as everyone's, so one that the
 * customer or staff moved meanwhile is simply skipped (its move is no longer legal).
 */
export function createAutoReceive({ db, now, moves }: { db: Db; now: () => Date; moves: OrderMovesService }) {
  /** Returns how many orders it marked received. */
  async function run(): Promise<number> {
    const days = (await currentSettings(db)).settings.orders.autoReceiveDays;
    const due = await findDeliveringSince(db, { cutoff: new Date(now().getTime() - days * DAY_MS) });
    let received = 0;
    for (const id of due) {
      try {
        await db.transaction((tx) => moves.autoReceive(tx, { id, days }));
        received += 1;
      } catch (error) {
        if (!(isAppError(error) && error.code === 'invalid-transition')) throw error;
      }
    }
    return received;
  }

  return { run };
}

export type AutoReceive = ReturnType<typeof createAutoReceive>;
