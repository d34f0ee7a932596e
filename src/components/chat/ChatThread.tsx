import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { CHAT_TEXT_MAX, MAX_CHAT_IMAGES, sendChatMessageRequestSchema, type ChatMessage, type ChatSide } from '../../../contract/chat';
import type { OutboxEntry } from '../../../machines/chatOutbox';
import { useApi } from '../../api/ApiProvider';
import { chatKeys, chatMessagesQuery, markChatRead, messagesOf } from '../../api/chat';
import { useFormat } from '../../i18n/useFormat';
import { translateValidation } from '../../i18n/validationMessages';
import { accountDraft } from '../../lib/accountDraft';
import { useOnline } from '../../lib/useOnline';
import { useCurrentUser } from '../../session/SessionProvider';
import { BusyButton } from '../BusyButton';
import { FieldFrame } from '../form/FieldFrame';
import { ListSkeleton } from '../ListSkeleton';
import { LoadFailed } from '../LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../NeedsConnection';
import { OfflineAge } from '../OfflineAge';
import { PhotoChooser } from '../photos/PhotoChooser';
import { chatOutbox, newClientId, type ChatOutboxActor } from './outbox';
import { ChatText } from './ChatText';
import './validationMessages';
import './ChatThread.css';

/** What is typed in a thread's box, kept on the device per account and thread until it is sent. */
const composerDraft = (key: string) => accountDraft(`chatText.${key}`, z.string());

/**
 * One thread, for a customer (`side` customer) or for staff (`side` staff, who may also write
 * internal notes): the messages oldest to newest with "Xem tin nhắn cũ hơn" above, the messages
 * still on the device under them ("Đang chờ gửi"), and the box to write with pictures. Everything
 * sent goes through the outbox (outbox.ts), so a message written offline is kept and sent later.
 * The thread is marked read up to the newest message from the other side once it is on screen.
 */
export function ChatThread({ threadKey, side, allowNotes = false }: { threadKey: string; side: ChatSide; allowNotes?: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const outbox = chatOutbox({ api, queryClient, userId: user?.id ?? 0 });
  const query = useInfiniteQuery(chatMessagesQuery(api, threadKey));
  const messages = messagesOf(query.data);
  const waiting = useSelector(outbox, (s) => s.context.entries).filter((entry) => entry.thread === threadKey);
  useReadMark(threadKey, side, messages, query.data?.pages[0]?.readUpTo ?? 0);

  const bottom = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id ?? 0;
  const count = waiting.length;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [last, count]);

  return (
    <div className="chat-thread">
      {waitsForNetwork(query) ? (
        <NeedsConnection onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ListSkeleton label={<Trans>Đang tải tin nhắn…</Trans>} />
      ) : query.isError && messages.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <OfflineAge updatedAt={query.dataUpdatedAt} />
          {query.hasNextPage && (
            <BusyButton
              className="btn btn-secondary chat-thread__older"
              busy={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
            >
              <Trans>Xem tin nhắn cũ hơn</Trans>
            </BusyButton>
          )}
          {messages.length === 0 && waiting.length === 0 && (
            <p className="muted chat-thread__empty">
              <Trans>Chưa có tin nhắn nào. Hãy gửi câu hỏi của bạn, nhân viên sẽ trả lời tại đây.</Trans>
            </p>
          )}
          <ol className="chat-thread__messages">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} mine={message.side === side} />
            ))}
          </ol>
        </>
      )}
      {/* Apart from the loaded ones: what waits on the device shows even while the thread cannot load. */}
      {waiting.length > 0 && (
        <ol className="chat-thread__messages">
          {waiting.map((entry) => (
            <WaitingBubble key={entry.clientId} entry={entry} outbox={outbox} />
          ))}
        </ol>
      )}
      <Composer threadKey={threadKey} outbox={outbox} allowNotes={allowNotes} userId={user?.id ?? 0} />
      {/* Below the box, not above it: scrolled to, the sticky box sits in its place under the newest message instead of over it. */}
      <div ref={bottom} className="chat-thread__end" />
    </div>
  );
}

function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const format = useFormat();
  const author = message.authorName;
  return (
    <li className={`chat-message${mine ? ' chat-message--mine' : ''}${message.internal ? ' chat-message--internal' : ''}`}>
      {message.internal && (
        <strong className="chat-message__note">
          <Trans>Ghi chú nội bộ</Trans>
        </strong>
      )}
      {!mine && <span className="chat-message__author">{author}</span>}
      {message.text && <ChatText text={message.text} />}
      {message.images.length > 0 && (
        <span className="chat-message__images">
          {message.images.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt="" width={120} height={120} loading="lazy" decoding="async" />
            </a>
          ))}
        </span>
      )}
      <time className="chat-message__time" dateTime={message.createdAt}>
        {format.dateTime(message.createdAt)}
      </time>
    </li>
  );
}

function WaitingBubble({ entry, outbox }: { entry: OutboxEntry; outbox: ChatOutboxActor }) {
  const { t } = useLingui();
  const online = useOnline();
  const photoCount = entry.photos.length;
  const photoName = entry.failed?.message ?? '';
  const why = !entry.failed ? '' : entry.failed.code === 'photo-unreadable' ? t`không đọc được ảnh ${photoName}` : entry.failed.message;
  return (
    <li className={`chat-message chat-message--mine chat-message--waiting${entry.internal ? ' chat-message--internal' : ''}`}>
      {entry.internal && (
        <strong className="chat-message__note">
          <Trans>Ghi chú nội bộ</Trans>
        </strong>
      )}
      {entry.text && <ChatText text={entry.text} />}
      {photoCount > 0 && (
        <span className="muted">
          <Trans>Kèm {photoCount} ảnh</Trans>
        </span>
      )}
      {entry.failed ? (
        <span className="chat-message__status chat-message__status--failed" role="alert">
          <Trans>Không gửi được: {why}</Trans>
          <span className="chat-message__actions">
            <button type="button" className="btn btn-link" onClick={() => outbox.send({ type: 'outbox.retry', clientId: entry.clientId })}>
              <Trans>Gửi lại</Trans>
            </button>
            <button
              type="button"
              className="btn btn-link"
              onClick={() => outbox.send({ type: 'outbox.discard', clientId: entry.clientId })}
            >
              <Trans>Xoá</Trans>
            </button>
          </span>
        </span>
      ) : (
        <span className="chat-message__status">{online ? <Trans>Đang gửi…</Trans> : <Trans>Đang chờ gửi, sẽ gửi khi có mạng</Trans>}</span>
      )}
    </li>
  );
}

/** The box to write in, with pictures; the text is kept on the device as it is typed. */
function Composer({
  threadKey,
  outbox,
  allowNotes,
  userId,
}: {
  threadKey: string;
  outbox: ChatOutboxActor;
  allowNotes: boolean;
  userId: number;
}) {
  const { t, i18n } = useLingui();
  const draft = composerDraft(threadKey)(userId);
  const [text, setText] = useState(() => draft.read() ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();

  const change = (value: string) => {
    setText(value);
    setError(null);
    if (value) draft.save(value);
    else draft.forget();
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const clientId = newClientId();
    const checked = sendChatMessageRequestSchema.safeParse({ clientId, text, images: photos.map((photo) => photo.name), internal });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue ? translateValidation(i18n, issue.message) : null);
      return;
    }
    outbox.send({
      type: 'outbox.add',
      entry: {
        clientId,
        thread: threadKey,
        text: checked.data.text,
        photos,
        uploaded: [],
        internal: allowNotes && internal,
        createdAt: new Date().toISOString(),
        failed: null,
      },
    });
    setText('');
    setPhotos([]);
    draft.forget();
  };

  return (
    <form className={`card chat-composer${internal ? ' chat-composer--internal' : ''}`} noValidate onSubmit={send}>
      {allowNotes && (
        <label className="chat-composer__note" htmlFor={noteId}>
          <input id={noteId} type="checkbox" checked={internal} onChange={(event) => setInternal(event.target.checked)} />
          <Trans>Ghi chú nội bộ (khách hàng không thấy)</Trans>
        </label>
      )}
      <FieldFrame
        label={internal ? t`Ghi chú` : t`Tin nhắn`}
        error={error ?? undefined}
        count={{ length: text.length, max: CHAT_TEXT_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            rows={2}
            value={text}
            onChange={(event) => change(event.target.value)}
            placeholder={t`Nhập tin nhắn…`}
          />
        )}
      </FieldFrame>
      <div className="chat-composer__actions">
        <PhotoChooser photos={photos} onChange={setPhotos} max={MAX_CHAT_IMAGES} />
        <button type="submit" className="btn btn-primary">
          {internal ? <Trans>Lưu ghi chú</Trans> : <Trans>Gửi</Trans>}
        </button>
      </div>
    </form>
  );
}

/**
 * Marks the thread read up to its newest message from the other side, once that is on screen
 * (the page visible), and once per message: the thread list's counts load again after.
 */
function useReadMark(threadKey: string, side: ChatSide, messages: ChatMessage[], readUpTo: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const sent = useRef(readUpTo);
  const newest = messages.filter((message) => message.side !== side).at(-1)?.id ?? 0;
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  useEffect(() => {
    const follow = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  useEffect(() => {
    if (!visible || newest <= Math.max(sent.current, readUpTo)) return;
    sent.current = newest;
    void markChatRead(api, threadKey, newest)
      .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.threads }))
      .catch(() => {
        // Not marked: the next visit (or message) tries again.
        sent.current = 0;
      });
  }, [api, queryClient, threadKey, newest, readUpTo, visible]);
}
