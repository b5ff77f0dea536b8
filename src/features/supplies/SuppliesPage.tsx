import { useMemo, useState } from 'react';
import { useWorkClock } from '../../data/useWorkClock';
import { useDealerships } from '../../data/dealerships';
import { SUPPLY_STATUSES, type Dealership, type Supplier } from '../../data/model';
import { isDealershipRole, isOfficeRole, isSupplierRole } from '../../config/roles';
import type { Mirrored } from '../../data/db';
import {
  MAX_SUPPLY_LINES,
  MAX_SUPPLY_QTY,
  requestSupplies,
  requestValueCents,
  stepSupplyRequest,
  useSuppliers,
  useSupplyRequests,
  type DeviceSupplyRequest,
} from '../../data/supplies';
import { useViewer } from '../../data/useViewer';
import { useFormats, useT, type MessageKey, type Translate } from '../../i18n';
import { SUPPLY_TEXTS, type SuppliesEnglish } from '../../i18n/areas/supplies';
import { WORK_TEXTS, type WorkEnglish } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Select, TextArea } from '../../ui/Select';
import { deliveredOfDraft, linesOfDraft, type DraftProblem, type OtherLine } from './requestForm';
import { FreshnessLine } from '../../parts/FreshnessLine';

type Texts = Translate<MessageKey | keyof SuppliesEnglish | keyof WorkEnglish>;

const EMPTY_OTHER: OtherLine = { name: '', qty: '' };

/**
 * /supplies (issue #18): crews, dealership staff and the office request supplies from a
 * supplier's catalogue or in their own words and follow each step; a supplier sees the
 * requests addressed to them, newest first, acknowledges them and records what was
 * delivered. Everything works offline through the sync queue.
 */
export function SuppliesPage() {
  const t = useT(SUPPLY_TEXTS, WORK_TEXTS);
  const viewer = useViewer();
  const requests = useSupplyRequests();
  const suppliers = useSuppliers();
  const dealerships = useDealerships();
  const [showAll, setShowAll] = useState(true);
  // Names for every card, looked up once per change of the device's copy, not per card.
  const names = useMemo(
    () => ({
      suppliers: new Map((suppliers ?? []).map((supplier) => [supplier.id, supplier.name])),
      dealerships: new Map((dealerships ?? []).map((dealership) => [dealership.id, dealership.name])),
    }),
    [suppliers, dealerships],
  );
  if (!viewer) return null;
  const isSupplier = isSupplierRole(viewer.role);
  const isOffice = isOfficeRole(viewer.role);
  const shown = (requests ?? []).filter((request) => showAll || request.status !== 'fulfilled');
  const listTitle = isSupplier
    ? t('supplies.list.toMe')
    : isOffice
      ? t('supplies.list.all')
      : t('supplies.list.mine');

  return (
    <Page title={t('supplies.title')}>
      <FreshnessLine />
      {isSupplier ? null : <RequestForm t={t} suppliers={suppliers ?? []} dealerships={dealerships ?? []} />}
      <section aria-labelledby="supply-requests">
        <h2 id="supply-requests">{listTitle}</h2>
        <Select
          label={t('supplies.list.filter')}
          value={showAll ? 'all' : 'active'}
          options={[
            { value: 'all', label: t('supplies.list.filter.all') },
            { value: 'active', label: t('supplies.list.filter.active') },
          ]}
          onChange={(event) => setShowAll(event.target.value === 'all')}
        />
        {shown.length === 0 ? <p>{t('supplies.list.none')}</p> : null}
        <ul className="card-list" aria-label={listTitle} data-testid="supply-requests">
          {shown.map((request) => (
            <RequestCard key={request.id} request={request} asSupplier={isSupplier} names={names} t={t} />
          ))}
        </ul>
      </section>
    </Page>
  );
}

function problemText(t: Texts, problem: DraftProblem): string {
  switch (problem.kind) {
    case 'badQty':
      return t('supplies.new.badQty', { max: MAX_SUPPLY_QTY });
    case 'nameNeeded':
      return t('supplies.new.nameNeeded');
    case 'noLines':
      return t('supplies.new.noLines');
    case 'tooManyLines':
      return t('supplies.new.tooManyLines', { max: MAX_SUPPLY_LINES });
  }
}

/** The request form: a supplier, quantities from their catalogue or free text, where and when. */
function RequestForm({
  t,
  suppliers,
  dealerships,
}: {
  t: Texts;
  suppliers: readonly Mirrored<Supplier>[];
  dealerships: readonly Mirrored<Dealership>[];
}) {
  const formats = useFormats();
  const viewer = useViewer();
  const active = suppliers.filter((supplier) => supplier.active);
  const [supplierId, setSupplierId] = useState('');
  const supplier: Mirrored<Supplier> | undefined =
    active.find((candidate) => candidate.id === supplierId) ?? active[0];
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [others, setOthers] = useState<OtherLine[]>([EMPTY_OTHER]);
  // Dealership staff deliver to one of their dealerships (the rules say so too); others may name the shop.
  const mustNameDealership = isDealershipRole(viewer?.role);
  const myDealerships = dealerships.filter(
    (dealership) => !mustNameDealership || (viewer?.dealerships ?? []).includes(dealership.id),
  );
  const [dealershipId, setDealershipId] = useState('');
  const [location, setLocation] = useState('');
  const [neededBy, setNeededBy] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!viewer) return null;
  const chosenDealership = dealershipId || (mustNameDealership ? (myDealerships[0]?.id ?? '') : '');
  const errorOf = (field: string) => {
    const problem = problems.find((candidate) => 'field' in candidate && candidate.field === field);
    return problem ? problemText(t, problem) : undefined;
  };
  const formProblem = problems.find((problem) => !('field' in problem));

  const submit = async () => {
    if (!supplier) return;
    const { lines, problems: found } = linesOfDraft({ quantities, others }, supplier.items);
    setProblems(found);
    setSentTo(null);
    if (found.length > 0) return;
    await requestSupplies({
      requesterName: viewer.displayName || viewer.uid,
      supplierUid: supplier.id,
      supplierName: supplier.name,
      items: lines,
      dealershipId: chosenDealership || null,
      location: location.trim(),
      neededBy: neededBy || null,
      note: note.trim(),
    });
    setQuantities({});
    setOthers([EMPTY_OTHER]);
    setNote('');
    setNeededBy('');
    setSentTo(supplier.name);
  };

  return (
    <section aria-labelledby="new-supply-request">
      <h2 id="new-supply-request">{t('supplies.new.title')}</h2>
      {active.length === 0 ? (
        <p>{t('supplies.new.noSuppliers')}</p>
      ) : (
        <form
          data-testid="supply-request-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {active.length > 1 ? (
            <Select
              label={t('supplies.new.supplier')}
              value={supplier?.id ?? ''}
              options={active.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              onChange={(event) => setSupplierId(event.target.value)}
            />
          ) : (
            <p>{t('supplies.request.to', { name: supplier?.name ?? '' })}</p>
          )}
          {supplier && supplier.items.length > 0 ? (
            <fieldset>
              <legend>{t('supplies.new.catalogue')}</legend>
              {supplier.items.map((item) => (
                <Field
                  key={item.id}
                  label={t('supplies.new.qtyOf', {
                    name: `${item.name} (${t('supplies.catalogue.unitPrice', {
                      price: formats.cents(item.unitPriceCents),
                      unit: item.unit,
                    })})`,
                  })}
                  inputMode="numeric"
                  value={quantities[item.id] ?? ''}
                  error={errorOf(`qty-${item.id}`)}
                  onChange={(event) =>
                    setQuantities((current) => ({ ...current, [item.id]: event.target.value }))
                  }
                />
              ))}
            </fieldset>
          ) : null}
          <fieldset>
            <legend>{t('supplies.new.other')}</legend>
            {others.map((other, index) => (
              <div className="choice-row" key={index}>
                <Field
                  label={t('supplies.new.otherName')}
                  value={other.name}
                  maxLength={100}
                  error={errorOf(`other-${index}-name`)}
                  onChange={(event) =>
                    setOthers((current) =>
                      current.map((line, at) =>
                        at === index ? { ...line, name: event.target.value } : line,
                      ),
                    )
                  }
                />
                <Field
                  label={t('supplies.new.otherQty')}
                  inputMode="numeric"
                  value={other.qty}
                  error={errorOf(`other-${index}-qty`)}
                  onChange={(event) =>
                    setOthers((current) =>
                      current.map((line, at) => (at === index ? { ...line, qty: event.target.value } : line)),
                    )
                  }
                />
              </div>
            ))}
            <Button variant="secondary" onClick={() => setOthers((current) => [...current, EMPTY_OTHER])}>
              {t('supplies.new.addOther')}
            </Button>
          </fieldset>
          <Select
            label={t('supplies.new.dealership')}
            value={chosenDealership}
            options={[
              ...(mustNameDealership ? [] : [{ value: '', label: t('supplies.new.shop') }]),
              ...myDealerships.map((dealership) => ({ value: dealership.id, label: dealership.name })),
            ]}
            onChange={(event) => setDealershipId(event.target.value)}
          />
          <Field
            label={t('supplies.new.location')}
            value={location}
            maxLength={100}
            onChange={(event) => setLocation(event.target.value)}
          />
          <Field
            label={t('supplies.new.neededBy')}
            type="date"
            value={neededBy}
            onChange={(event) => setNeededBy(event.target.value)}
          />
          <TextArea
            label={t('supplies.new.note')}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          {formProblem ? <Alert kind="error">{problemText(t, formProblem)}</Alert> : null}
          {sentTo ? (
            <p role="status" data-testid="supply-request-sent">
              {t('supplies.new.sent', { supplier: sentTo })}
            </p>
          ) : null}
          <Button type="submit">{t('supplies.new.submit')}</Button>
        </form>
      )}
    </section>
  );
}

/** One request: who and where, its steps, its lines with what was delivered; the supplier's actions. */
function RequestCard({
  request,
  asSupplier,
  names,
  t,
}: {
  request: DeviceSupplyRequest;
  asSupplier: boolean;
  names: { suppliers: ReadonlyMap<string, string>; dealerships: ReadonlyMap<string, string> };
  t: Texts;
}) {
  const formats = useFormats();
  const clock = useWorkClock();
  const [typed, setTyped] = useState<string[]>(() => request.delivered.map(String));
  const [invalid, setInvalid] = useState(false);
  const supplierName = names.suppliers.get(request.supplierUid) ?? '';
  const dealershipName = request.dealershipId ? names.dealerships.get(request.dealershipId) : undefined;
  const place = [dealershipName ?? (request.dealershipId ? '' : t('supplies.new.shop')), request.location]
    .filter(Boolean)
    .join(', ');
  const value = requestValueCents(request.items);
  const record = () => {
    const delivered = deliveredOfDraft(typed);
    setInvalid(delivered === null);
    if (delivered) void stepSupplyRequest(request, delivered);
  };

  return (
    <li className="card" data-testid="supply-request">
      <p>
        <strong>
          {asSupplier
            ? t('supplies.request.from', { name: request.requesterName })
            : t('supplies.request.to', { name: supplierName })}
        </strong>{' '}
        <span className="status-badge" data-testid="supply-status">
          {t(`supplies.status.${request.status}`)}
        </span>
        {request.pending ? <span className="page-subtitle"> · {t('supplies.request.pending')}</span> : null}
      </p>
      {place ? <p>{t('supplies.request.where', { place })}</p> : null}
      {request.neededBy ? (
        <p>{t('supplies.request.neededBy', { day: formats.day(request.neededBy) })}</p>
      ) : null}
      <ul aria-label={t('supplies.catalogue.items')}>
        {request.items.map((line, index) => (
          <li key={index}>
            {line.unit
              ? t('supplies.request.lineUnit', { qty: line.qty, name: line.name, unit: line.unit })
              : t('supplies.request.line', { qty: line.qty, name: line.name })}
            {request.status !== 'open'
              ? ` — ${t('supplies.request.delivered', { delivered: request.delivered[index] ?? 0, qty: line.qty })}`
              : null}
          </li>
        ))}
      </ul>
      {value > 0 ? (
        <p className="page-subtitle">{t('supplies.request.value', { amount: formats.cents(value) })}</p>
      ) : null}
      {request.note ? <p>{request.note}</p> : null}
      <ol className="page-subtitle" aria-label={t('supplies.list.filter')}>
        {SUPPLY_STATUSES.filter((step) => request.stepAt[step]).map((step) => (
          <li key={step}>
            {t('supplies.request.step', {
              status: t(`supplies.status.${step}`),
              time: formats.zoned(
                request.stepAt[step] as string,
                clock.zoneOf(request.dealershipId),
                'stamp',
              ),
            })}
          </li>
        ))}
      </ol>
      {asSupplier && request.status !== 'fulfilled' ? (
        <div data-testid="supplier-actions">
          {request.status === 'open' ? (
            <Button variant="secondary" onClick={() => void stepSupplyRequest(request, null)}>
              {t('supplies.request.acknowledge')}
            </Button>
          ) : null}
          {request.items.map((line, index) => (
            <Field
              key={index}
              label={t('supplies.request.deliveredNow', { name: line.name })}
              inputMode="numeric"
              value={typed[index] ?? '0'}
              onChange={(event) =>
                setTyped((current) => current.map((text, at) => (at === index ? event.target.value : text)))
              }
            />
          ))}
          {invalid ? (
            <Alert kind="error">{t('supplies.request.deliveryInvalid', { max: 100_000 })}</Alert>
          ) : null}
          <Button onClick={record}>{t('supplies.request.recordDelivery')}</Button>
        </div>
      ) : null}
    </li>
  );
}
