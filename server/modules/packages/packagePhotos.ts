import { MAX_PACKAGE_PHOTOS } from '../../../contract/warehouse';
import type { Tx } from '../../db/connect';
import { packagePhotos, packages } from '../../db/schema';
import type { StoredPhoto } from '../../images/photo';
import { addToAlbum, type PhotoAlbum } from '../../images/photoAlbum';
import { photoLimitReached } from './packages.errors';

/** The warehouse's photos of a parcel, whatever its state. */
const parcelAlbum: PhotoAlbum = {
  owner: { table: packages, tokens: 'photoTokens' },
  photos: { table: packagePhotos, parent: 'packageId' },
  max: MAX_PACKAGE_PHOTOS,
  full: photoLimitReached,
};

/** Adds a photo to the parcel; a retried upload (the same sha256) adds nothing, and past MAX_PACKAGE_PHOTOS it is a 409. */
export async function addPackagePhoto(
  tx: Tx,
  { packageId, photo, staffId, now }: { packageId: number; photo: StoredPhoto; staffId: number; now: Date },
) {
  await addToAlbum(tx, parcelAlbum, { id: packageId, photo, by: staffId, now });
}
