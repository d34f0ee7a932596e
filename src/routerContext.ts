import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { SessionActor } from './session/createSession';

/** What every route's beforeLoad and loader receive. */
export type RouterContext = {
  session: SessionActor;
  queryClient: QueryClient;
  api: AxiosInstance;
};
