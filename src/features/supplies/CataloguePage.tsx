import { useEffect, useState } from 'react';
import type { Mirrored } from '../../data/db';
import type { Supplier } from '../../data/model';
import { MAX_CATALOG_ITEMS, saveCatalogue, useSuppliers } from '../../data/supplies';
import { useViewer } from '../../data/useViewer';
import { useFormats, useT } from '../../i18n';
import { SUPPLY_TEXTS } from '../../i18n/areas/supplies';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { centsOfDollars, dollarsOfCents } from '../../utils/money';
import { isSupplierRole } from '../../config/roles';

interface ItemDraft {
  id: string;
  name: string;
  unit: string;
  price: string;
}

/**
 * /supplier/catalog (issue #18): a supplier keeps their business name and the items crews
 * request (name, unit, price per unit); the office reads every supplier's catalogue.
 */
export function CataloguePage() {
  const t = useT(SUPPLY_TEXTS);
  const viewer = useViewer();
  const suppliers = useSuppliers();
  if (!viewer || !suppliers) return null;
  return (
    <Page title={t('supplies.catalogue.title')}>
      {isSupplierRole(viewer.role) ? (
        <CatalogueForm
          fallbackName={viewer.displayName}
          current={suppliers.find((s) => s.id === viewer.uid)}
        />
      ) : (
        suppliers.map((supplier) => <CatalogueView key={supplier.id} supplier={supplier} />)
      )}
    </Page>
  );
}

function CatalogueView({ supplier }: { supplier: Mirrored<Supplier> }) {
  const t = useT(SUPPLY_TEXTS);
  const formats = useFormats();
  return (
    <section aria-label={supplier.name} className="card">
      <h2>{supplier.name}</h2>
      {supplier.active ? null : <p className="page-subtitle">{t('supplies.catalogue.inactive')}</p>}
      {supplier.items.length === 0 ? <p>{t('supplies.catalogue.none')}</p> : null}
      <ul>
        {supplier.items.map((item) => (
          <li key={item.id}>
            {item.name} —{' '}
            {t('supplies.catalogue.unitPrice', {
              price: formats.cents(item.unitPriceCents),
              unit: item.unit,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

const draftOf = (supplier: Mirrored<Supplier> | undefined): ItemDraft[] =>
  (supplier?.items ?? []).map((item) => ({
    id: item.id,
    name: item.name,
    unit: item.unit,
    price: dollarsOfCents(item.unitPriceCents),
  }));

function CatalogueForm({
  fallbackName,
  current,
}: {
  fallbackName: string;
  current: Mirrored<Supplier> | undefined;
}) {
  const t = useT(SUPPLY_TEXTS);
  const [name, setName] = useState(current?.name ?? fallbackName);
  const [items, setItems] = useState<ItemDraft[]>(() => draftOf(current));
  const [touched, setTouched] = useState(false);
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  // The server's copy arrives after the screen opened: show it until the person types.
  useEffect(() => {
    if (touched || !current) return;
    setName(current.name);
    setItems(draftOf(current));
  }, [current, touched]);

  const edit = (index: number, change: Partial<ItemDraft>) => {
    setTouched(true);
    setSaved(false);
    setItems((list) => list.map((item, at) => (at === index ? { ...item, ...change } : item)));
  };
  const priceError = (item: ItemDraft) =>
    checked && centsOfDollars(item.price) === null ? t('supplies.catalogue.priceInvalid') : undefined;
  const nameError = (text: string) =>
    checked && text.trim() === '' ? t('supplies.catalogue.nameNeeded') : undefined;

  const save = async () => {
    setChecked(true);
    const valid =
      name.trim() !== '' &&
      items.length <= MAX_CATALOG_ITEMS &&
      items.every((item) => item.name.trim() !== '' && centsOfDollars(item.price) !== null);
    if (!valid) return;
    await saveCatalogue({
      name: name.trim(),
      items: items.map((item) => ({
        id: item.id,
        name: item.name.trim(),
        unit: item.unit.trim(),
        unitPriceCents: centsOfDollars(item.price) as number,
      })),
      firstSave: !current,
    });
    setSaved(true);
    setChecked(false);
  };

  return (
    <form
      data-testid="catalogue-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field
        label={t('supplies.catalogue.name')}
        value={name}
        maxLength={100}
        error={nameError(name)}
        onChange={(event) => {
          setTouched(true);
          setName(event.target.value);
        }}
      />
      <h2>{t('supplies.catalogue.items')}</h2>
      {items.length === 0 ? <p>{t('supplies.catalogue.none')}</p> : null}
      {items.map((item, index) => (
        <fieldset key={item.id} className="choice-row">
          <legend className="visually-hidden">{item.name || t('supplies.catalogue.itemName')}</legend>
          <Field
            label={t('supplies.catalogue.itemName')}
            value={item.name}
            maxLength={100}
            error={nameError(item.name)}
            onChange={(event) => edit(index, { name: event.target.value })}
          />
          <Field
            label={t('supplies.catalogue.unit')}
            value={item.unit}
            maxLength={40}
            onChange={(event) => edit(index, { unit: event.target.value })}
          />
          <Field
            label={t('supplies.catalogue.price')}
            inputMode="decimal"
            value={item.price}
            error={priceError(item)}
            onChange={(event) => edit(index, { price: event.target.value })}
          />
          <Button
            variant="secondary"
            onClick={() => {
              setTouched(true);
              setItems((list) => list.filter((_, at) => at !== index));
            }}
          >
            {t('supplies.catalogue.remove', { name: item.name || t('supplies.catalogue.itemName') })}
          </Button>
        </fieldset>
      ))}
      {items.length > MAX_CATALOG_ITEMS ? (
        <Alert kind="error">{t('supplies.catalogue.tooMany', { max: MAX_CATALOG_ITEMS })}</Alert>
      ) : null}
      <div className="button-row">
        <Button
          variant="secondary"
          onClick={() => {
            setTouched(true);
            setItems((list) => [...list, { id: crypto.randomUUID(), name: '', unit: '', price: '' }]);
          }}
        >
          {t('supplies.catalogue.add')}
        </Button>
        <Button type="submit">{t('supplies.catalogue.save')}</Button>
      </div>
      {saved ? (
        <p role="status" data-testid="catalogue-saved">
          {t('supplies.catalogue.saved')}
        </p>
      ) : null}
    </form>
  );
}
