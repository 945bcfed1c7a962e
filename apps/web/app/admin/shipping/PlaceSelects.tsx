import { findProvince, provinceNamesAlphabetical } from '@carsi/domain';
import { NativeSelect } from '@mantine/core';

const provinces = provinceNamesAlphabetical();

interface PlaceSelectsProps {
  province: string;
  district: string;
  /** A new province empties the district: it belonged to the old one. */
  onChange: (next: { province: string; district: string }) => void;
  errors: { province?: unknown; district?: unknown };
  disabled?: boolean;
}

const messageOf = (error: unknown) => (typeof error === 'string' ? error : undefined);

/**
 * İl and ilçe over the 81 provinces; the district list follows the province. Native selects: a
 * phone opens its own picker (the staff pick places on the warehouse floor too), and a keyboard
 * jumps by the first letters at a desk.
 */
export function PlaceSelects({
  province,
  district,
  onChange,
  errors,
  disabled,
}: PlaceSelectsProps) {
  const districts = findProvince(province)?.districts ?? [];
  return (
    <>
      <NativeSelect
        label="İl"
        withAsterisk
        data={[{ value: '', label: 'İl seçin' }, ...provinces]}
        value={province}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange({ province: next, district: next === province ? district : '' });
        }}
        error={messageOf(errors.province)}
        disabled={disabled}
      />
      <NativeSelect
        label="İlçe"
        withAsterisk
        data={[
          { value: '', label: districts.length ? 'İlçe seçin' : 'Önce il seçin' },
          ...districts,
        ]}
        value={district}
        onChange={(event) => onChange({ province, district: event.currentTarget.value })}
        error={messageOf(errors.district)}
        disabled={disabled || districts.length === 0}
      />
    </>
  );
}
