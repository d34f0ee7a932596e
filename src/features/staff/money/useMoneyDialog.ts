import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshStaffMoney } from '../../../api/staffWallet';

/**
 * The one money dialog a queue has open, and for what (a recharge, a line, a withdrawal and the
 * move). Its success closes it and loads the money tables and the dashboard's counts again.
 */
export function useMoneyDialog<T>() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<T | null>(null);
  return {
    open,
    show: (what: T) => setOpen(what),
    close: () => setOpen(null),
    done: () => {
      setOpen(null);
      refreshStaffMoney(queryClient);
    },
  };
}
