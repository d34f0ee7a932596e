import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldError, Path, PathValue } from 'react-hook-form';
import { ARTICLE_TITLE_MAX } from '../../../../contract/articles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { BackToList } from '../ConsoleDetailPage';
import { LeaveGuard } from './LeaveGuard';
import { MarkdownEditor } from './MarkdownEditor';
import type { DocumentEditingState, DocumentText } from './useDocumentEditing';

/** The editor's header: back to the list, and for a saved document the button that asks before deleting it. */
export function DocumentEditorActions<Values extends DocumentText, Request>({
  editing,
  deleteLabel,
}: {
  editing: DocumentEditingState<Values, Request>;
  deleteLabel: ReactNode;
}) {
  return (
    <>
      <BackToList to={editing.list} />
      {editing.deletable && (
        <button type="button" className="btn btn-secondary btn-small article-editor__delete" onClick={() => editing.setConfirmDelete(true)}>
          {deleteLabel}
        </button>
      )}
    </>
  );
}

/**
 * A console Markdown document's form: its title, the facts of its kind (`facts`), the Markdown beside
 * the preview and the save button, with the server's refusal, "Đã lưu." and the question before
 * leaving unsaved changes.
 */
export function DocumentEditorForm<Values extends DocumentText, Request>({
  editing,
  facts,
  bodyHint,
  submitLabel,
}: {
  editing: DocumentEditingState<Values, Request>;
  facts: ReactNode;
  bodyHint?: ReactNode;
  submitLabel: ReactNode;
}) {
  const { form, save } = editing;
  // The title and the body are in every kind of document; the form's types cannot see that through `Values`.
  const title = 'title' as Path<Values>;
  const body = 'body' as Path<Values>;
  const { errors } = form.formState;
  return (
    <>
      <LeaveGuard unsaved={editing.unsaved} />
      <form className="article-editor" noValidate onSubmit={editing.submit}>
        <div className="card form article-editor__facts">
          <FormAlert message={save.isError ? errorText(save.error) : null} />
          {editing.showSaved && (
            <p role="status" className="article-editor__saved">
              <Trans>Đã lưu.</Trans>
            </p>
          )}
          <TextField
            label={<Trans>Tiêu đề</Trans>}
            registration={form.register(title)}
            error={errors.title as FieldError | undefined}
            maxLength={ARTICLE_TITLE_MAX}
          />
          {facts}
        </div>
        <MarkdownEditor
          label={<Trans>Nội dung (Markdown)</Trans>}
          hint={bodyHint}
          value={form.watch(body) as string}
          onChange={(text) =>
            form.setValue(body, text as PathValue<Values, Path<Values>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          error={(errors.body as FieldError | undefined)?.message}
        />
        <div className="article-editor__actions">
          <SubmitButton pending={save.isPending} pendingLabel={<Trans>Đang lưu…</Trans>}>
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

/** Asks before a saved document is deleted, once its delete button was pressed; the document's kind words the question. */
export function DocumentDeleteDialog<Values extends DocumentText, Request>({
  editing,
  title,
  confirmLabel,
  children,
}: {
  editing: DocumentEditingState<Values, Request>;
  title: ReactNode;
  confirmLabel: ReactNode;
  children: ReactNode;
}) {
  const { remove } = editing;
  if (!editing.confirmDelete) return null;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel={<Trans>Đang xóa…</Trans>}
      cancelLabel={<Trans>Không xóa</Trans>}
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={() => remove.mutate()}
      onClose={() => editing.setConfirmDelete(false)}
    >
      {children}
    </ConfirmDialog>
  );
}
