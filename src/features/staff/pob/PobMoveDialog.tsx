import { refreshStaffPob } from '../../../api/staffPob';
import { areaMoveDialog } from '../MoveDialog';
import { isStale, pobMoveErrorText } from './pobMoveErrors';
import './pob.css';

/** One pay-on-behalf move in a dialog, refreshing the console's pay-on-behalf lists and counts. */
export const PobMoveDialog = areaMoveDialog({
  bodyClassName: 'pob-move',
  refresh: refreshStaffPob,
  isStale,
  errorWords: pobMoveErrorText,
});
