import type { ProductSku } from '@carsi/contract';
import { chooseSku, dimensionsOf } from './sku-choice';

interface SkuPickerProps<T extends ProductSku> {
  skus: readonly T[];
  selected: T;
  onSelect: (sku: T) => void;
}

/** One radio group per dimension (Ebat, Renk, …); a choice picks the matching SKU. */
export function SkuPicker<T extends ProductSku>({ skus, selected, onSelect }: SkuPickerProps<T>) {
  const dimensions = dimensionsOf(skus);
  if (dimensions.length === 0) return null;
  return (
    <div className="sku-picker">
      {dimensions.map(({ key, label, values }) => (
        <fieldset key={key} className="sku-picker__group">
          <legend>
            {label}: <strong>{selected[key]}</strong>
          </legend>
          <div className="sku-picker__options">
            {values.map((value) => {
              const target = chooseSku(skus, selected, key, value);
              const soldOut = !skus.some((s) => s[key] === value && s.inStock);
              return (
                <label
                  key={value}
                  className="sku-picker__option"
                  data-selected={selected[key] === value}
                  data-sold-out={soldOut}
                >
                  <input
                    type="radio"
                    name={`sku-${key}`}
                    value={value}
                    checked={selected[key] === value}
                    onChange={() => onSelect(target)}
                  />
                  {value}
                  {soldOut ? <span className="visually-hidden"> (tükendi)</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
