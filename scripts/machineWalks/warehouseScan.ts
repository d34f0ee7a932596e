import { warehouseScanMachine } from '../../machines/warehouseScan';
import { receiveRequest, sampleParcel } from '../../tests/fixtures/warehouse';
import { actorDone, actorFailed, apiFailure, describeMachine } from './walk';

const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
const measure = { weightGrams: 1500, lengthCm: 40, widthCm: 30, heightCm: 20 };

export const warehouseScanWalk = describeMachine({
  name: 'warehouseScan',
  description:
    'The warehouse scan screen (`/staff/warehouse`): a scanned code is looked up (`GET /Staff/Package?q`, exact code), the parcel is shown with its owner and the next step (weigh again, photo, check in at the Vietnam warehouse, label), or an unknown code is offered for receiving (`POST /Staff/Package/Receive`). After each step the cursor goes back to the scan box (`focusScan`), and a new code can be scanned whenever no request runs. A write of unknown outcome keeps its Idempotency-Key for the same retry; a refusal drops it.',
  machine: warehouseScanMachine,
  inputs: [{ name: 'an empty scan box', input: undefined }],
  events: ({ value }) => [
    { type: 'scan.code', code: value === 'ready' ? 'PK0007' : 'SF555' },
    { type: 'scan.receive', request: receiveRequest, idempotencyKey: 'key-1' },
    { type: 'scan.measure', measure, idempotencyKey: 'key-2' },
    { type: 'scan.arrive', idempotencyKey: 'key-3' },
    { type: 'scan.photo', photo },
    { type: 'scan.clear' },
    actorDone('findParcel', value === 'looking' ? sampleParcel : null),
    actorDone('findParcel', null),
    actorFailed('findParcel', apiFailure('Network Error', null, 'network-request-failed')),
    actorDone('receiveParcel', { outcome: 'unclaimed', package: sampleParcel }),
    actorFailed('receiveParcel', apiFailure('Network Error', null, 'network-request-failed')),
    actorDone('measureParcel', sampleParcel),
    actorFailed(
      'measureParcel',
      apiFailure('Đơn hàng không thể chuyển sang trạng thái này từ trạng thái hiện tại', 409, 'invalid-transition'),
    ),
    actorDone('uploadPhoto', { ...sampleParcel, photos: ['/api/Package/Photo/t1'] }),
    actorDone('arriveParcel', { ...sampleParcel, status: 'inVietnam' }),
  ],
});
