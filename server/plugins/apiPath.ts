/** Whether a request URL is under /api (with or without a query), as opposed to the client's files. */
export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
