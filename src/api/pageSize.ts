/** Every paged list in the app asks for 20 at a time (its own module: the page's shell needs it without TanStack Query). */
export const PAGE_SIZE = 20;
