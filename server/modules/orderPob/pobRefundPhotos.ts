import { MAX_POB_REFUND_PHOTOS } from '../../../contract/orderPob';
import type { Tx } from '../../db/connect';
import { pobRefundPhotos, pobRefunds } from '../../db/schema';
import type { StoredPhoto } from '../../images/photo';
import { addToAlbum, type PhotoAlbum } from '../../images/photoAlbum';
import { refundPhotoLimitReached } from './pob.errors';

/** The customer's pictures of a refund request, which they add while staff have not decided it. */
const refundAlbum: PhotoAlbum = {
  owner: { table: pobRefunds, tokens: 'photoTokens' },
  photos: { table: pobRefundPhotos, parent: 'refundId' },
  open: ['pending'],
  max: MAX_POB_REFUND_PHOTOS,
  full: refundPhotoLimitReached,
};

/** Adds a picture to the customer's own pending refund request; another customer's is as absent as a missing one. */
export const addRefundPhoto = (
  tx: Tx,
  { refundId, userId, photo, now }: { refundId: number; userId: number; photo: StoredPhoto; now: Date },
) => addToAlbum(tx, refundAlbum, { id: refundId, userId, photo, by: userId, now });
