/** Where the API is: `VITE_API_BASE_URL` at build time, else `/api` on the app's own origin. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';
