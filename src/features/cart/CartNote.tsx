import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MAX_NOTE_LENGTH, type Cart, type CartItem } from '../../../contract/cart';
import { useApi } from '../../api/ApiProvider';
import { NoteBox } from '../../components/form/NoteBox';
import { cartKeys, updateCartItem } from '../../api/cart';
import { cartErrorText } from './cartErrors';
import { mergeLine } from './cartLines';

/**
 * The note for the seller, saved when the box is left (no button to forget). A refused save keeps
 * the text typed and says so; leaving the box again tries again.
 */
export function CartNote({ item, title }: { item: CartItem; title: string }) {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState(item.note);
  const save = useMutation({
    mutationFn: (note: string) => updateCartItem(api, item.id, { note }),
    onSuccess: (line) => queryClient.setQueryData<Cart>(cartKeys.all, (cart) => mergeLine(cart, line, ['note', 'updatedAt'])),
  });

  const onBlur = () => {
    const note = text.trim();
    if (note !== item.note || save.isError) save.mutate(note);
  };

  return (
    <div className="field cart-line__note">
      <label className="field__label" htmlFor={id}>
        <Trans>Ghi chú cho người bán</Trans>
      </label>
      <NoteBox
        id={id}
        rows={2}
        max={MAX_NOTE_LENGTH}
        value={text}
        onValue={setText}
        onBlur={onBlur}
        aria-label={t`Ghi chú cho người bán: ${title}`}
        aria-describedby={`${id}-count ${id}-status`}
        countId={`${id}-count`}
      />
      <p id={`${id}-status`} role="status" className={save.isError ? 'field-error' : 'field__hint'}>
        {save.isPending
          ? t`Đang lưu ghi chú…`
          : save.isError
            ? t`Chưa lưu được ghi chú. ${cartErrorText(save.error) ?? ''}`
            : save.isSuccess
              ? t`Đã lưu ghi chú`
              : ''}
      </p>
    </div>
  );
}
