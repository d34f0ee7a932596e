import { useQueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { refreshStaffPob } from '../../../api/staffPob';
import { MoveDialog } from '../MoveDialog';
import { isStale, pobMoveErrorText } from './pobMoveErrors';
import './pob.css';

/**
 * One pay-on-behalf move in a dialog (MoveDialog). Success refreshes the console's pay-on-behalf
 * lists and counts; a request a colleague moved first refreshes them too, so the page shows
 * where it stands.
 */
export function PobMoveDialog<B, R>({
  onDone,
  ...props
}: Omit<ComponentProps<typeof MoveDialog<B, R>>, 'bodyClassName' | 'onFailed' | 'errorWords'>) {
  const queryClient = useQueryClient();
  return (
    <MoveDialog
      {...props}
      bodyClassName="pob-move"
      onDone={(result) => {
        onDone(result);
        refreshStaffPob(queryClient);
      }}
      onFailed={(error) => {
        if (isStale(error)) refreshStaffPob(queryClient);
      }}
      errorWords={pobMoveErrorText}
    />
  );
}
