/** The product stores the token in localStorage under `jwt_token`. */
export const TOKEN_KEY = 'jwt_token';

export type TokenStorage = {
  read(): string | null;
  write(token: string): void;
  clear(): void;
};

export function localTokenStorage(storage: Storage = window.localStorage): TokenStorage {
  return {
    read: () => storage.getItem(TOKEN_KEY),
    write: (token) => storage.setItem(TOKEN_KEY, token),
    clear: () => storage.removeItem(TOKEN_KEY),
  };
}
