import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A price typed in TL (two decimals) and held in kuruş. */
export function MoneyInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (kurus: number | null) => void;
}) {
  return (
    <NumberInput
      {...props}
      value={value === null ? '' : value / 100}
      onChange={(v) => onChange(v === '' || v === null ? null : Math.round(Number(v) * 100))}
      decimalScale={2}
      decimalSeparator=","
      thousandSeparator="."
      suffix=" TL"
    />
  );
}

/** An optional whole number (empty = null). */
export function WholeInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <NumberInput
      {...props}
      value={value ?? ''}
      allowDecimal={false}
      onChange={(v) => onChange(v === '' || v === null ? null : Number(v))}
    />
  );
}

/** Field errors come back as body.{name}; a SKU row's as body.skus.{i}.{name}. */
export const errorOf = (errors: Record<string, string>, path: string) => errors[`body.${path}`];
