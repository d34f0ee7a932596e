import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AxiosInstance } from 'axios';
import { useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { applyServerErrors } from '../../../components/form/serverErrors';

/** Where a kind of document lives in the console: its list, and the page of one saved document. */
type DocumentRoutes =
  { list: '/staff/articles'; detail: '/staff/articles/$id' } | { list: '/staff/staticPages'; detail: '/staff/staticPages/$id' };

export type DocumentEditing<Doc extends { id: number }, Values extends FieldValues, Request> = {
  /** The saved document; none while a new one is written. */
  document: Doc | undefined;
  /** Whether this page was reached by saving a new document, so it opens saying it was saved. */
  justCreated: boolean;
  routes: DocumentRoutes;
  /** The form's values for a document, or for a new one. */
  valuesOf: (document: Doc | undefined) => Values;
  resolver: Resolver<Values, unknown, Request>;
  /** The fields the server may name in a refusal, shown beside them. */
  fields: ReadonlyArray<Path<Values>>;
  create: (api: AxiosInstance, request: Request, idempotencyKey: string) => Promise<Doc>;
  update: (api: AxiosInstance, id: number, request: Request) => Promise<Doc>;
  remove: (api: AxiosInstance, id: number) => Promise<void>;
  /** The cached document by id, and the lists it stands in. */
  keys: { detail: (id: number) => QueryKey; list: QueryKey };
};

/**
 * The form, save and delete of a console Markdown document (an article, a static page). A new one
 * is sent under one Idempotency-Key until it is saved, so a resent save makes one, then the page
 * moves to the saved document's address; a saved one is replaced whole (PUT). The saved document
 * becomes the form's clean state and the cached detail; lists are only marked stale, so they load
 * again when next opened, not while the editor is open.
 */
export function useDocumentEditing<Doc extends { id: number }, Values extends FieldValues, Request>(
  options: DocumentEditing<Doc, Values, Request>,
) {
  const { document, routes, keys } = options;
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // "Đã lưu." until the next change; a new one says it on the page it moved to.
  const [saved, setSaved] = useState(options.justCreated);
  // Set once a save or a delete moves on: what it leaves behind is no unsaved change.
  const leaving = useRef(false);
  const form = useForm<Values, unknown, Request>({
    resolver: options.resolver,
    defaultValues: options.valuesOf(document) as DefaultValues<Values>,
  });
  // Read in every render: the form only keeps what its state proxy is asked for up to date.
  const { isDirty } = form.formState;

  const save = useMutation({
    mutationFn: (request: Request) => (document ? options.update(api, document.id, request) : options.create(api, request, idempotencyKey)),
    onSuccess: async (result) => {
      form.reset(options.valuesOf(result));
      queryClient.setQueryData(keys.detail(result.id), result);
      await queryClient.invalidateQueries({ queryKey: keys.list, refetchType: 'none' });
      leaving.current = !document;
      setSaved(true);
      if (!document)
        await navigate({
          to: routes.detail,
          params: { id: String(result.id) },
          replace: true,
          state: (state) => ({ ...state, justCreated: true }),
        });
    },
    onError: (error) => applyServerErrors(error, options.fields, form.setError),
  });
  const remove = useMutation({
    mutationFn: () => options.remove(api, document!.id),
    onSuccess: async () => {
      leaving.current = true;
      await navigate({ to: routes.list });
      queryClient.removeQueries({ queryKey: keys.detail(document!.id) });
      await queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });

  return {
    /** The list this kind of document is in, which the editor links back to. */
    list: routes.list,
    /** Whether a saved document is open: only that can be deleted. */
    deletable: document !== undefined,
    form,
    save,
    remove,
    submit: form.handleSubmit((values) => save.mutate(values)),
    /** Whether to say "Đã lưu.": saved, and nothing changed since. */
    showSaved: saved && !isDirty,
    /** For the leave guard, asked at the moment of leaving. */
    unsaved: () => isDirty && !leaving.current,
    confirmDelete,
    setConfirmDelete,
  };
}

/** What every kind of console document has in its form. */
export type DocumentText = { title: string; body: string };

export type DocumentEditingState<Values extends FieldValues, Request> = ReturnType<
  typeof useDocumentEditing<{ id: number }, Values, Request>
>;
