import { useFormats, useT } from '../../i18n';
import { DASHBOARD_TEXTS } from '../../i18n/areas/dashboards';
import { tileText, type Tile as TileData } from './dashboardTiles';

/**
 * One number of a dashboard. `known`: the device has heard from the server at least once;
 * until then the number is not known and a placeholder stands in its place, never a zero
 * (issue #33, item 4). An older copy is known: it shows, and the freshness line says its age.
 */
export function Tile({ tile, known }: { tile: TileData; known: boolean }) {
  const t = useT(DASHBOARD_TEXTS);
  const formats = useFormats();
  return (
    <li className="card tile" data-testid={`tile-${tile.id}`}>
      {known ? (
        <span className="tile-value">{tileText(tile.value, t, formats)}</span>
      ) : (
        <span className="tile-value" data-testid="tile-unknown">
          <span aria-hidden="true">{t('tile.unknown')}</span>
          <span className="visually-hidden">{t('tile.unknownSaid')}</span>
        </span>
      )}
      <span className="tile-label">{t(`tile.${tile.id}`)}</span>
    </li>
  );
}
