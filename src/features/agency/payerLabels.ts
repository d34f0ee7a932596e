import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PobPayer } from '../../../contract/agency';

/** Whose wallet pays a request the agency makes for its customer. */
export const payerLabels: Record<PobPayer, MessageDescriptor> = {
  agency: msg`Ví đại lý`,
  customer: msg`Ví khách hàng`,
};
