import { findProvince, provinceNamesAlphabetical } from '@carsi/domain';
import { Field } from './Field';

export interface Place {
  province: string;
  district: string;
  address: string;
}

interface PlaceFieldsProps {
  prefix: string;
  value: Place;
  onChange: (next: Place) => void;
  errors: Record<string, string>;
}

const provinces = provinceNamesAlphabetical();

/** Province and district selects (all 81 provinces) and the street address. */
export function PlaceFields({ prefix, value, onChange, errors }: PlaceFieldsProps) {
  const districts = findProvince(value.province)?.districts ?? [];
  return (
    <div className="field-row">
      <Field id={`${prefix}.province`} label="İl" error={errors[`${prefix}.province`]}>
        {(props) => (
          <select
            {...props}
            autoComplete="address-level1"
            value={value.province}
            onChange={(e) => onChange({ ...value, province: e.target.value, district: '' })}
          >
            <option value="">İl seçin</option>
            {provinces.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${prefix}.district`} label="İlçe" error={errors[`${prefix}.district`]}>
        {(props) => (
          <select
            {...props}
            autoComplete="address-level2"
            value={value.district}
            disabled={districts.length === 0}
            onChange={(e) => onChange({ ...value, district: e.target.value })}
          >
            <option value="">{districts.length === 0 ? 'Önce il seçin' : 'İlçe seçin'}</option>
            {districts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="field-row__wide">
        <Field id={`${prefix}.address`} label="Adres" error={errors[`${prefix}.address`]}>
          {(props) => (
            <textarea
              {...props}
              autoComplete="street-address"
              rows={3}
              maxLength={250}
              value={value.address}
              onChange={(e) => onChange({ ...value, address: e.target.value })}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
