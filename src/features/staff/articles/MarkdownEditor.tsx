import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ARTICLE_BODY_MAX } from '../../../../contract/articles';
import { useApi } from '../../../api/ApiProvider';
import { articlePreviewQuery } from '../../../api/staffArticles';
import { Prose } from '../../../components/articles/Prose';
import { FieldError } from '../../../components/form/FieldError';
import { FieldFrame } from '../../../components/form/FieldFrame';
import { errorText } from '../../../components/form/serverErrors';
import { photoAccept } from '../../../components/photos/photoFile';
import { useArticleImage } from './useArticleImage';

/** How long typing pauses before the preview is asked for: one request per pause, not per key. */
export const PREVIEW_DELAY_MS = 400;

/** The Markdown a stored picture is written as in the text; the server keeps only pictures of its own store. */
export const imageMarkdown = (url: string) => `![](${url})`;

/**
 * The Markdown of an article or a page beside its preview (under it on a phone). The preview is
 * the server's rendering, the same that readers get, asked for once typing pauses. A picture is
 * uploaded and written into the text where the cursor is.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: ReactNode;
}) {
  const { t } = useLingui();
  const api = useApi();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const fileId = useId();
  const previewId = useId();
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setShown(value), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const tooLong = shown.length > ARTICLE_BODY_MAX;
  const preview = useQuery({ ...articlePreviewQuery(api, shown), enabled: shown.trim() !== '' && !tooLong });

  const image = useArticleImage(({ url }) => {
    const textarea = box.current;
    const start = textarea?.selectionStart ?? value.length;
    const end = textarea?.selectionEnd ?? value.length;
    // On a line of its own, so it renders as a picture and not inside the words around it.
    const before = value.slice(0, start);
    const after = value.slice(end);
    const inserted = `${before && !before.endsWith('\n') ? '\n\n' : ''}${imageMarkdown(url)}${after && !after.startsWith('\n') ? '\n\n' : ''}`;
    onChange(before + inserted + after);
    requestAnimationFrame(() => {
      const at = start + inserted.length;
      textarea?.focus();
      textarea?.setSelectionRange(at, at);
    });
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) image.upload(file);
  };

  return (
    <div className="markdown-editor">
      <div className="markdown-editor__write">
        <div className="markdown-editor__tools">
          <label
            htmlFor={fileId}
            className={`btn btn-secondary${image.pending ? ' is-busy' : ''}`}
            aria-disabled={image.pending || undefined}
          >
            {image.pending ? <Trans>Đang tải ảnh lên…</Trans> : <Trans>Chèn ảnh vào bài</Trans>}
          </label>
          <input
            id={fileId}
            type="file"
            accept={`${photoAccept},image/*`}
            className="visually-hidden"
            disabled={image.pending}
            onChange={choose}
          />
          <FieldError id={`${fileId}-error`} message={image.problem ?? undefined} />
        </div>
        <FieldFrame label={label} hint={hint} error={error} count={{ length: value.length, max: ARTICLE_BODY_MAX }}>
          {(control) => (
            <textarea
              {...control}
              ref={box}
              className="field__input markdown-editor__text"
              rows={18}
              spellCheck
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </FieldFrame>
      </div>
      <section className="markdown-editor__preview card" aria-labelledby={previewId} aria-busy={preview.isFetching || undefined}>
        <h2 id={previewId} className="markdown-editor__preview-title">
          <Trans>Xem trước</Trans>
        </h2>
        {shown.trim() === '' ? (
          <p className="muted">
            <Trans>Bài viết sẽ hiện ở đây đúng như người đọc thấy.</Trans>
          </p>
        ) : tooLong ? (
          <p className="muted">
            <Trans>Bài dài quá giới hạn nên chưa xem trước được.</Trans>
          </p>
        ) : preview.isError && !preview.data ? (
          <p role="alert">{errorText(preview.error) ?? t`Chưa xem trước được.`}</p>
        ) : preview.data ? (
          <Prose html={preview.data.html} />
        ) : (
          <p className="muted">
            <Trans>Đang dựng bản xem trước…</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
