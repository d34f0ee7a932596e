import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { EmptyState } from '../../components/EmptyState';
import { areas, type Area, type AreaKey } from './areas';
import './AreaPage.css';

/**
 * An area whose screens are not built yet: its title is in the header (default layout); the
 * page says what will be here and offers a useful next step. Param routes show what they parsed.
 */
export function AreaPage({ area }: { area: AreaKey }) {
  const { i18n } = useLingui();
  const info: Area = areas[area];
  const params = useParams({ strict: false }) as { id?: string; type?: string };
  return (
    <div className="page">
      {params.id && (
        <dl className="area-params card">
          {params.type && (
            <div>
              <dt>{info.typeLabel ? i18n._(info.typeLabel) : <Trans>Loại</Trans>}</dt>
              <dd>{params.type}</dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Mã</Trans>
            </dt>
            <dd>{params.id}</dd>
          </div>
        </dl>
      )}
      <EmptyState
        icon={info.icon}
        title={i18n._(info.empty)}
        action={
          <Link to={info.next.to} className="btn btn-primary">
            {i18n._(info.next.label)}
          </Link>
        }
      >
        <p>{i18n._(info.about)}</p>
      </EmptyState>
    </div>
  );
}
