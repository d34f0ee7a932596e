import { Trans } from '@lingui/react/macro';
import type { ConsignmentEvent } from '../../../contract/consignment';
import { CardSection } from '../../components/CardSection';
import { Timeline } from '../../components/Timeline';
import { consignmentStatusLabels } from '../../components/consignment/statusLabels';

/** Every status the order went through, newest first, with its time (Vietnam time) and note. */
export function ConsignmentTimeline({ events }: { events: ConsignmentEvent[] }) {
  return (
    <CardSection className="consignment-section" titleClassName="consignment-section__title" title={<Trans>Lịch sử đơn hàng</Trans>}>
      <Timeline events={events} labels={consignmentStatusLabels} />
    </CardSection>
  );
}
