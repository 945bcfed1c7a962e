import type { PriceRuleValue } from '@carsi/contract';
import { Fieldset, NativeSelect, NumberInput } from '@mantine/core';

/** The channel's price rule: percent or amount over the shop price, then the rounding. */
export function PriceRuleFields({
  value,
  onChange,
  error,
}: {
  value: PriceRuleValue;
  onChange: (rule: PriceRuleValue) => void;
  error?: string | undefined;
}) {
  const shown = value.kind === 'percent' ? value.value / 100 : value.value / 100;
  return (
    <Fieldset legend="Fiyat kuralı" className="marketplace-fieldset">
      <NativeSelect
        label="Artış türü"
        value={value.kind}
        data={[
          { value: 'percent', label: 'Yüzde (%)' },
          { value: 'amount', label: 'Tutar (TL)' },
        ]}
        onChange={(e) =>
          onChange({ ...value, kind: e.currentTarget.value as PriceRuleValue['kind'] })
        }
      />
      <NumberInput
        label={
          value.kind === 'percent'
            ? 'Mağaza fiyatının üzerine yüzde'
            : 'Mağaza fiyatının üzerine tutar (TL)'
        }
        value={shown}
        min={0}
        decimalScale={2}
        decimalSeparator=","
        thousandSeparator="."
        error={error}
        onChange={(n) =>
          onChange({
            ...value,
            value: Math.round((typeof n === 'number' ? n : Number(n) || 0) * 100),
          })
        }
      />
      <NativeSelect
        label="Yuvarlama"
        value={value.ending}
        data={[
          { value: 'none', label: 'Yuvarlama yok' },
          { value: '90', label: ',90 ile bitsin' },
          { value: '99', label: ',99 ile bitsin' },
        ]}
        onChange={(e) =>
          onChange({ ...value, ending: e.currentTarget.value as PriceRuleValue['ending'] })
        }
      />
    </Fieldset>
  );
}
