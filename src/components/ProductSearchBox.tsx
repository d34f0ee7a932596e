import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { parseProductLink } from '../../contract/productLinks';
import { productPath, type ProductRef } from '../../contract/productPath';
import { MAX_SEARCH_LENGTH } from '../../contract/productSites';
import { useApi } from '../api/ApiProvider';
import { ApiError } from '../api/errors';
import { parseProductLinkOnServer } from '../api/products';
import { FieldError } from './form/FieldError';
import { FormAlert } from './form/FormAlert';
import { errorText } from './form/serverErrors';
import { Icon } from './icons/icons';
import './ProductSearchBox.css';

export type ProductSearchBoxProps = {
  /** The text to start with (the search page passes the address's `q`). */
  initialText?: string;
  /** Keywords that are not a link; by default they open the search page. */
  onSearch?: (q: string) => void;
  /** On a coloured card (home) the label is read, not shown: the icon and placeholder say it. */
  labelHidden?: boolean;
  className?: string;
};

/**
 * One box for both ways in: keywords search, a pasted link or share text opens its product. A full
 * item link is read here, with no round trip; a short link (m.tb.cn…) or a Taobao password needs
 * the server, which says so plainly when it cannot follow one either.
 *
 * Shared by the home page and /chinaWebProduct, so its words live in the first catalog.
 */
export function ProductSearchBox({ initialText = '', onSearch, labelHidden = false, className }: ProductSearchBoxProps) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initialText);
  // The address changes under the box on back and forward: show what it now says.
  const [shown, setShown] = useState(initialText);
  if (shown !== initialText) {
    setShown(initialText);
    setText(initialText);
  }
  const [fieldError, setFieldError] = useState<string | null>(null);

  const openProduct = (ref: ProductRef) =>
    void navigate({ to: '/chinaWebProduct/$key', params: { key: productPath(ref), type: ref.site, id: ref.itemId } });
  const resolve = useMutation({
    mutationFn: (pasted: string) => parseProductLinkOnServer(api, pasted),
    onSuccess: openProduct,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.reset();
    const value = text.trim();
    if (!value) return setFieldError(t`Nhập từ khóa hoặc dán link sản phẩm`);
    const link = parseProductLink(value);
    setFieldError(null);
    if (link?.kind === 'item') return openProduct(link);
    if (link) return resolve.mutate(value);
    if (value.length > MAX_SEARCH_LENGTH) return setFieldError(t`Từ khóa dài quá ${MAX_SEARCH_LENGTH} ký tự. Hãy rút gọn lại.`);
    if (onSearch) onSearch(value);
    else void navigate({ to: '/chinaWebProduct', search: { q: value } });
  };

  const errorId = `${id}-error`;
  return (
    <form role="search" className={['product-search', className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'product-search__label'}>
        <Trans>Tìm hoặc dán link sản phẩm</Trans>
      </label>
      <div className="product-search__box">
        <input
          id={id}
          type="search"
          className="product-search__input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          placeholder={labelHidden ? t`Tìm hoặc dán link sản phẩm` : t`Ví dụ: áo khoác nữ, 连衣裙, hoặc link Taobao`}
          enterKeyHint="search"
          autoComplete="off"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <button
          type="submit"
          className="product-search__submit"
          aria-label={t`Tìm`}
          disabled={resolve.isPending}
          aria-busy={resolve.isPending || undefined}
        >
          {resolve.isPending ? <span className="spinner" aria-hidden="true" /> : <Icon name="search" size={22} />}
        </button>
      </div>
      <FieldError id={errorId} message={fieldError ?? undefined} />
      {resolve.isPending && (
        <p className="product-search__status" role="status">
          <Trans>Đang mở link…</Trans>
        </p>
      )}
      <FormAlert message={resolve.isError ? linkErrorText(resolve.error, i18n) : null} />
    </form>
  );
}

/** What to do about a link the server could not read, in the app's words. */
const linkErrors: Record<string, ReturnType<typeof msg>> = {
  'product-link-unresolved': msg`Không mở được link rút gọn hoặc mã chia sẻ này. Hãy mở nó trong trình duyệt hoặc ứng dụng của trang bán hàng, rồi sao chép địa chỉ đầy đủ của trang sản phẩm và dán vào đây.`,
  'product-link-not-found': msg`Không thấy link sản phẩm Taobao, Tmall, 1688 hoặc Pinduoduo trong nội dung đã dán.`,
};

function linkErrorText(error: unknown, i18n: I18n): string | null {
  const known = error instanceof ApiError && Object.hasOwn(linkErrors, error.code) ? linkErrors[error.code] : undefined;
  return known ? i18n._(known) : errorText(error);
}
