import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { chatMessageSchema } from '../../contract/chat';
import { apiPaths } from '../../contract/paths';
import { addChatMessage, chatKeys } from '../api/chat';
import { refreshNotifications } from '../api/notifications';
import { chatOutbox, stopChatOutbox } from '../components/chat/outbox';
import { openEventStream, type ServerEvent } from './sse';

/**
 * What a signed-in app does with `GET /Events` (contract/notifications.ts, "Live events"): a chat
 * message goes into its open thread (once, by id) and the thread lists load again; a read mark
 * reloads the lists; a notification or its read mark reloads the list and the badge. Also resumes
 * the chat outbox, so a message written offline before a reload is sent without opening the chat.
 */
export function startLive({
  api,
  queryClient,
  baseURL,
  userId,
  getToken,
}: {
  api: AxiosInstance;
  queryClient: QueryClient;
  baseURL: string;
  userId: number;
  getToken: () => string | null;
}): () => void {
  chatOutbox({ api, queryClient, userId });
  const stream = openEventStream({
    url: `${baseURL}${apiPaths.events}`,
    getToken,
    onOpen: () => {
      // What happened while the stream was closed and the server could not replay.
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      refreshNotifications(queryClient);
    },
    onEvent: (event) => handleLiveEvent(queryClient, event),
  });
  return () => {
    stream.stop();
    stopChatOutbox();
  };
}

export function handleLiveEvent(queryClient: QueryClient, event: ServerEvent): void {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  switch (event.type) {
    case 'chat.message': {
      const message = chatMessageSchema.safeParse(data);
      if (message.success) addChatMessage(queryClient, message.data);
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads });
      void queryClient.invalidateQueries({ queryKey: chatKeys.staff });
      return;
    }
    case 'chat.read':
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads });
      void queryClient.invalidateQueries({ queryKey: chatKeys.staff });
      return;
    case 'notification':
    case 'notification.read':
      refreshNotifications(queryClient);
      return;
  }
}
