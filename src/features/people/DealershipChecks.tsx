/** The dealerships a person works at, as checkboxes. */
export function DealershipChecks({
  legend,
  dealerships,
  chosen,
  onChange,
  disabled = false,
}: {
  legend: string;
  dealerships: readonly { id: string; name: string }[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="field" disabled={disabled}>
      <legend>{legend}</legend>
      {dealerships.map((dealership) => (
        <label key={dealership.id} className="check">
          <input
            type="checkbox"
            checked={chosen.includes(dealership.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, dealership.id]
                  : chosen.filter((id) => id !== dealership.id),
              )
            }
          />
          {dealership.name}
        </label>
      ))}
    </fieldset>
  );
}
