import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LabelPage } from '../../../../../features/staff/warehouse/LabelPage';
import { textOf } from '../../../../../lib/searchParams';
import { requireStaff } from '../../../../../session/staffAccess';

/** `?code=PK…`: the parcel's code, which finds it (the id in the path checks it is the same one). */
export const Route = createFileRoute('/_authed/staff/packages/$id/label')({
  staticData: { title: msg`Quầy nhân viên – Nhãn kiện`, layout: 'blank', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['warehouse']),
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({ code: textOf(search.code, 64) }),
  component: function LabelRoute() {
    const { id } = Route.useParams();
    const { code } = Route.useSearch();
    return <LabelPage id={Number(id)} code={code} />;
  },
});
