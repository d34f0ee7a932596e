import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiProvider';
import { uploadArticleImage } from '../../../api/staffArticles';
import { errorText } from '../../../components/form/serverErrors';
import { uploadablePhoto } from '../../../components/photos/photoFile';

/**
 * A picture chosen for an article, made small enough in the browser when it must be (as every
 * photo upload is) and sent to the article image store; `onDone` gets its token and URL. `problem`
 * says why the last one did not get there.
 */
export function useArticleImage(onDone: (image: { token: string; url: string }) => void) {
  const { t } = useLingui();
  const api = useApi();
  const upload = useMutation({
    // Null: the browser could not read the file as a picture, so nothing was sent.
    mutationFn: async (file: File) => {
      const photo = await uploadablePhoto(file);
      return photo ? uploadArticleImage(api, photo) : null;
    },
    onSuccess: (image) => image && onDone(image),
  });
  const problem = upload.data === null ? t`Không đọc được tệp này như một ảnh. Hãy chọn ảnh JPEG, PNG hoặc WebP.` : errorText(upload.error);
  return { upload: (file: File) => upload.mutate(file), pending: upload.isPending, problem };
}
