/**
 * Cars' labels drawn at their printed size (issue #36), on screen as on paper: each a QR code
 * of its ticket's address beside its stock number, the VIN's last 8, the kind and when it is
 * due. The print style puts them on the chosen stock's pages (src/ui/styles.css, "Labels").
 */
import { useMemo } from 'react';
import { useFormats, useT } from '../../i18n';
import { LABELS_TEXTS } from '../../i18n/areas/labels';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { useWorkClock } from '../../data/useWorkClock';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import {
  LABEL_STOCKS,
  labelPages,
  qrCodeOf,
  qrPath,
  type LabelStockId,
  type TicketLabel,
} from './labelSheet';

function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = qrCodeOf(text);
    return { size: code.size, path: qrPath(code.modules) };
  }, [text]);
  return (
    <svg
      className="label-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

function CarLabel({ label }: { label: TicketLabel }) {
  const t = useT(LABELS_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  return (
    <div className="car-label" data-label-for={label.ticketId}>
      <QrCode text={label.url} label={t('labels.qr', { stock: label.stock })} />
      <div className="car-label-text">
        <strong>{label.stock}</strong>
        <span>{label.vinTail ? t('labels.vin', { tail: label.vinTail }) : t('labels.noVin')}</span>
        <span>{t(`kind.${label.kind}`)}</span>
        <span>
          {t('labels.due', { when: formats.zoned(label.dueAt, clock.zoneOf(label.dealershipId), 'stamp') })}
        </span>
      </div>
    </div>
  );
}

/** The stock chooser and the print button. */
export function LabelStockChoice({
  stock,
  onStock,
}: {
  stock: LabelStockId;
  onStock: (stock: LabelStockId) => void;
}) {
  const t = useT(LABELS_TEXTS);
  return (
    <div className="stack no-print">
      <Select
        label={t('labels.stock')}
        value={stock}
        onChange={(event) => onStock(event.target.value === 'single' ? 'single' : 'sheet')}
        options={[
          { value: 'sheet', label: t('labels.stock.sheet') },
          { value: 'single', label: t('labels.stock.single') },
        ]}
      />
      <p className="page-subtitle">{t('labels.printHelp')}</p>
      <Button onClick={() => window.print()}>{t('labels.print')}</Button>
    </div>
  );
}

/** The labels, cut into the stock's pages. */
export function LabelPages({ labels, stock }: { labels: readonly TicketLabel[]; stock: LabelStockId }) {
  const pages = labelPages(labels, LABEL_STOCKS[stock]);
  return (
    <div className="label-pages">
      {pages.map((page, index) => (
        <section key={index} className={`label-page label-page-${stock}`}>
          {page.map((label) => (
            <CarLabel key={label.ticketId} label={label} />
          ))}
        </section>
      ))}
    </div>
  );
}
