import type { AxiosInstance } from 'axios';

/** A picture's own bytes as the body, under its own Content-Type (contract/photos.ts); the answer's data. */
export async function postPhoto(api: AxiosInstance, path: string, photo: Blob): Promise<unknown> {
  return (await api.post(path, photo, { headers: { 'Content-Type': photo.type || 'image/jpeg' } })).data;
}
