import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';

/**
 * Background work as jobs in the app's own database (pg-boss): a job is a row, taken by one
 * worker at a time (`FOR UPDATE SKIP LOCKED`) in whichever process polls first, retried after a
 * failure, and a cron schedule is turned into one job per slot however many processes run it.
 * The tables sit in their own schema, installed with the app's migrations.
 */
const SCHEMA = 'pgboss';

/**
 * The database below Drizzle as the queue speaks to it: SQL text with `$1…` values (without
 * values the text may hold several statements). db/connect.ts gives one over each engine.
 */
export interface SqlClient {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

export interface WorkOptions {
  /** Attempts after the first failed one; 0, none. */
  retryLimit?: number;
  /** Seconds before a retry; with `retryBackoff` it doubles at each attempt (with jitter). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run still going after this long is failed (and retried); 15 minutes otherwise. */
  expireInSeconds?: number;
  /** How often an idle worker asks for jobs; a job sent by this process wakes it at once. */
  pollingSeconds?: number;
  /**
   * At most one job waiting and one running, across processes: for sweeps, where a second
   * waiting run would find nothing the first did not.
   */
  coalesce?: boolean;
}

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

export interface ScheduleOptions extends WorkOptions {
  /**
   * Also send one when this process starts, so work that piled up while no server ran is done
   * then rather than at the next slot. With `coalesce` (the default for schedules) several
   * processes starting together add one run, not one each.
   */
  atStart?: boolean;
  /**
   * Each slot's job waits this many seconds before it runs: for a job that books its own next run
   * and uses the schedule only to restart a lost chain, so a slot sent just as a run begins (before
   * it booked the next) cannot make a second run follow it at once.
   */
  slotDelaySeconds?: number;
}

export type JobHandler<T> = (payload: T) => Promise<void>;

/** A kind of job this process works: its name and typed ways to enqueue it. */
export interface Job<T extends object> {
  readonly name: string;
  /** The job's id, or null when a coalescing queue already has one waiting. */
  send: (payload: T, options?: SendOptions) => Promise<string | null>;
  /** Sends one and waits for it to be done (by this process or another); fails when it fails for good. */
  runNow: (payload: T) => Promise<void>;
}

export interface JobQueue {
  /** Declares the handler of `name`; its jobs are worked once the queue starts. */
  work: <T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions) => Job<T>;
  /** A handler run on a cron (UTC, minute-grained): one run per slot across every process. */
  schedule: (name: string, cron: string, handler: () => Promise<void>, options?: ScheduleOptions) => Job<Record<string, never>>;
  /**
   * Declares a schedule turned off (by configuration): pg-boss keeps schedules in the database, so
   * one an earlier start registered would go on firing; starting removes it.
   */
  unschedule: (name: string) => void;
  send: <T extends object>(name: string, payload: T, options?: SendOptions) => Promise<string | null>;
  runNow: <T extends object>(name: string, payload: T) => Promise<void>;
  start: () => Promise<void>;
  /** Lets running jobs finish (up to a timeout), then stops asking for more. */
  stop: () => Promise<void>;
}

export interface JobQueueDeps {
  sql: SqlClient;
  log: FastifyBaseLogger;
  /** How long stop waits for running jobs before failing them (they are retried elsewhere). */
  stopTimeoutMs?: number;
}

interface Worked {
  name: string;
  handler: JobHandler<object>;
  options: WorkOptions;
  cron?: string;
  atStart?: boolean;
  slotDelaySeconds?: number;
  workerId?: string;
}

const DEFAULT_POLLING_SECONDS = 2;
/**
 * pg-boss's own queue through which a due schedule becomes a job (src/timekeeper.js). Its start
 * makes it and ignores failing to; made here first, a deadlock between servers starting
 * together is retried rather than losing the first slot's job.
 */
const SCHEDULES_QUEUE = '__pgboss__send-it';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue: tests run a scheduled job at once with `app.jobs.runNow(name, {})`. */
    jobs: JobQueue;
  }
}

/**
 * The app's queue: modules declare their jobs while they register, the queue starts working them
 * when the app is ready (after the routes exist) and stops when it closes.
 */
export function registerJobQueue(app: FastifyInstance, { sql }: { sql: SqlClient }): JobQueue {
  const jobs = createJobQueue({ sql, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}

/**
 * Installs or upgrades the queue's tables (pg-boss takes an advisory lock, so processes migrating
 * together do it once). Apps then start their queues with `migrate: false`: starting checks the
 * version with two reads instead of trying to create the schema.
 */
export async function installJobQueue(sql: SqlClient): Promise<void> {
  const boss = new PgBoss({ db: asBossDb(sql), schema: SCHEMA, migrate: true, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

export function createJobQueue({ sql, log, stopTimeoutMs = 10_000 }: JobQueueDeps): JobQueue {
  const tracked = trackQueries(sql, log);
  const boss = new PgBoss({ db: tracked.db, schema: SCHEMA, migrate: false });
  // An error event without a listener would throw; pg-boss reports here what it could not do
  // in its loops (a poll, the maintenance), and goes on.
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));

  const worked = new Map<string, Worked>();
  const unscheduled = new Set<string>();
  let started = false;
  let stopped = false;

  const declare = (entry: Worked) => {
    if (started || stopped) throw new Error(`job ${entry.name} declared after the queue started`);
    if (worked.has(entry.name) || unscheduled.has(entry.name)) throw new Error(`job ${entry.name} declared twice`);
    worked.set(entry.name, entry);
  };

  const send = async <T extends object>(name: string, payload: T, options: SendOptions = {}): Promise<string | null> => {
    const id = await boss.send(name, payload, options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});
    // Wake this process's worker rather than waiting for its next poll.
    const workerId = worked.get(name)?.workerId;
    if (id && workerId && !options.startAfterSeconds) boss.notifyWorker(workerId);
    return id;
  };

  const runNow = async <T extends object>(name: string, payload: T): Promise<void> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const id = await send(name, payload);
      if (id) return waitFor(boss, name, id, deadline);
      // A coalescing queue had one waiting: wait until it is gone, then send ours (a run that
      // started before this call may not see what the caller just wrote).
      while ((await boss.getQueueSize(name, { before: 'completed' })) > 0) {
        if (Date.now() > deadline) throw new Error(`job ${name} is still waiting`);
        await delay(20);
      }
    }
  };

  const jobOf = <T extends object>(name: string): Job<T> => ({
    name,
    send: (payload, options) => send(name, payload, options),
    runNow: (payload) => runNow(name, payload),
  });

  return {
    work: <T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions = {}) => {
      declare({ name, handler: handler as JobHandler<object>, options });
      return jobOf<T>(name);
    },
    schedule: (name, cron, handler, { atStart = false, slotDelaySeconds, ...options } = {}) => {
      declare({ name, handler: () => handler(), options: { coalesce: true, ...options }, cron, atStart, slotDelaySeconds });
      return jobOf<Record<string, never>>(name);
    },
    unschedule: (name) => {
      if (started || stopped) throw new Error(`job ${name} unscheduled after the queue started`);
      if (worked.has(name) || unscheduled.has(name)) throw new Error(`job ${name} declared twice`);
      unscheduled.add(name);
    },
    send,
    runNow,
    start: async () => {
      if (started || stopped) throw new Error('the job queue starts once');
      started = true;
      // Queues and schedules first: pg-boss evaluates the schedules as it starts (then every 30 s,
      // once per database), and a schedule it does not see yet would miss the current slot.
      await ensureQueue(boss, { name: SCHEDULES_QUEUE });
      for (const entry of worked.values()) {
        await ensureQueue(boss, queueOptions(entry));
        if (entry.cron) {
          const slot = entry.slotDelaySeconds ? { startAfter: entry.slotDelaySeconds } : {};
          await boss.schedule(entry.name, entry.cron, {}, slot);
        }
      }
      // Before pg-boss starts: it evaluates the schedules as it starts.
      for (const name of unscheduled) await boss.unschedule(name);
      await boss.start();
      for (const entry of worked.values()) {
        entry.workerId = await boss.work<object>(
          entry.name,
          { pollingIntervalSeconds: entry.options.pollingSeconds ?? DEFAULT_POLLING_SECONDS },
          async ([job]) => {
            if (!job) return;
            // Taken by a poll that was under way when stop began: failed (and retried if allowed,
            // here or in another process) rather than run against a database about to close.
            if (stopped) throw new Error('the job queue is stopping');
            try {
              await entry.handler(job.data);
            } catch (error) {
              log.error({ err: error, job: entry.name, jobId: job.id }, 'a background job failed');
              throw error;
            }
          },
        );
      }
      for (const entry of worked.values()) if (entry.atStart) await send(entry.name, {});
    },
    stop: async () => {
      if (!started || stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: stopTimeoutMs, close: false });
      // pg-boss marks a finished job done without awaiting it: let that land before the
      // database closes.
      await tracked.drain();
    },
  };
}

/**
 * Makes the queue (a partition of pg-boss's job table) unless it exists, with today's options.
 * Servers starting together can deadlock making the same queue (each holds what the other's
 * foreign key needs); PostgreSQL then stops one of them, which tries again and finds it made.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
      break;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown }).code !== DEADLOCK) throw error;
      await delay(50 * attempt + Math.random() * 50);
    }
  }
  // createQueue keeps the options a queue was first made with; this makes them today's.
  await boss.updateQueue(queue.name, queue);
}

const DEADLOCK = '40P01';

function queueOptions(entry: Worked): PgBoss.Queue {
  const { retryLimit = 0, retryDelaySeconds, retryBackoff = false, expireInSeconds, coalesce = false } = entry.options;
  return {
    name: entry.name,
    policy: coalesce ? 'stately' : 'standard',
    retryLimit,
    retryBackoff,
    ...(retryDelaySeconds === undefined ? {} : { retryDelay: retryDelaySeconds }),
    ...(expireInSeconds === undefined ? {} : { expireInSeconds }),
  };
}

async function waitFor(boss: PgBoss, name: string, id: string, deadline: number): Promise<void> {
  for (;;) {
    const job = await boss.getJobById(name, id);
    if (job?.state === 'completed') return;
    if (job?.state === 'failed' || job?.state === 'cancelled') {
      throw new Error(`job ${name} ${job.state}`, { cause: job.output });
    }
    if (Date.now() > deadline) throw new Error(`job ${name} did not finish in time`);
    await delay(20);
  }
}

/**
 * The statements that mark a worked job done or failed. pg-boss sends them without awaiting
 * (src/manager.js, watch), so one failing (the database went away as the job ended) would be an
 * unhandled rejection, which ends a Node process. They are logged instead: the job stays active
 * until it expires and is then retried or failed by pg-boss's maintenance.
 */
const bossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs: (schema: string) => string;
  failJobsById: (schema: string) => string;
};
const UNAWAITED = new Set([bossPlans.completeJobs(SCHEMA), bossPlans.failJobsById(SCHEMA)]);
/** What pg-boss reads from those statements' answer: how many rows they moved. */
const NOTHING_MOVED = { rows: [{ count: 0 }] };

/**
 * Counts the queue's statements in flight so stop can wait for them, and answers nothing once
 * stopped: a late statement would otherwise reach a closed database.
 */
function trackQueries(sql: SqlClient, log: FastifyBaseLogger) {
  const running = new Set<Promise<unknown>>();
  let drained = false;
  const db: PgBoss.Db = {
    executeSql: (text, values) => {
      if (drained) {
        log.warn('a job queue statement after stop was dropped');
        return Promise.resolve(UNAWAITED.has(text) ? NOTHING_MOVED : { rows: [] });
      }
      let query = sql.executeSql(text, values);
      if (UNAWAITED.has(text)) {
        query = query.catch((error: unknown) => {
          log.error({ err: error }, 'a job queue could not record how a job ended');
          return NOTHING_MOVED;
        });
      }
      running.add(query);
      const forget = () => running.delete(query);
      query.then(forget, forget);
      return query;
    },
  };
  return {
    db,
    drain: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
      drained = true;
    },
  };
}

function asBossDb(sql: SqlClient): PgBoss.Db {
  return { executeSql: (text, values) => sql.executeSql(text, values) };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
