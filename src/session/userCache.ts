import { currentUserSchema, type CurrentUser } from '../../contract/user';

/** The last loaded user, kept beside the token so an installed app can open offline. */
const USER_KEY = 'current-user';

export type UserCache = {
  read(): CurrentUser | null;
  write(user: CurrentUser): void;
  clear(): void;
};

export function localUserCache(storage: Storage = window.localStorage): UserCache {
  return {
    read: () => {
      try {
        const parsed = currentUserSchema.safeParse(JSON.parse(storage.getItem(USER_KEY) ?? 'null'));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write: (user) => storage.setItem(USER_KEY, JSON.stringify(user)),
    clear: () => storage.removeItem(USER_KEY),
  };
}
