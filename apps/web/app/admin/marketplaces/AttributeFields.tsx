import type { MarketplaceAttributeView } from '@carsi/contract';
import {
  Badge,
  Button,
  Fieldset,
  NativeSelect,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { memo, useState } from 'react';

export type AttributeChoice = { valueIds?: string[]; customValue?: string };
export type AttributeChoices = Record<string, AttributeChoice>;

interface FieldProps {
  attribute: MarketplaceAttributeView;
  choice: AttributeChoice | undefined;
  error: string | undefined;
  onChange: (id: string, choice: AttributeChoice) => void;
  /** Loads a long value list the attributes call left out. */
  loadValues: (attributeId: string) => Promise<{ id: string; name: string }[]>;
}

/** One attribute: listed values (a plain select, or a searchable one for long lists) and/or free text. */
const AttributeField = memo(function AttributeField({
  attribute,
  choice,
  error,
  onChange,
  loadValues,
}: FieldProps) {
  const [values, setValues] = useState(attribute.values);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const selected = choice?.valueIds?.[0] ?? '';
  const label = (
    <>
      {attribute.name}{' '}
      {attribute.required ? (
        <Badge size="xs" color="red" variant="light">
          Zorunlu
        </Badge>
      ) : null}{' '}
      {attribute.varianter ? (
        <Badge size="xs" variant="light">
          Varyant
        </Badge>
      ) : null}
    </>
  );
  const pick = (id: string | null) =>
    onChange(attribute.id, { ...choice, valueIds: id ? [id] : [] });
  const load = async () => {
    setLoading(true);
    setLoadError(null);
    try {
      setValues(await loadValues(attribute.id));
    } catch (failure) {
      setLoadError(failure instanceof Error ? failure.message : 'Değerler yüklenemedi.');
    } finally {
      setLoading(false);
    }
  };
  const list =
    values.length === 0 ? null : values.length <= 200 ? (
      <NativeSelect
        label={label}
        value={selected}
        data={[
          { value: '', label: 'Seçin' },
          ...values.map((v) => ({ value: v.id, label: v.name })),
        ]}
        error={attribute.allowCustom ? undefined : error}
        onChange={(e) => pick(e.currentTarget.value || null)}
      />
    ) : (
      <Select
        label={label}
        searchable
        clearable
        limit={100}
        nothingFoundMessage="Değer bulunamadı"
        value={selected || null}
        data={values.map((v) => ({ value: v.id, label: v.name }))}
        error={attribute.allowCustom ? undefined : error}
        onChange={pick}
      />
    );
  return (
    <div className="marketplace-attribute" data-attribute={attribute.id}>
      {list}
      {values.length === 0 && !attribute.allowCustom ? (
        <div>
          <span className="marketplace-attribute__label">{label}</span>
          <Button
            size="xs"
            variant="light"
            onClick={load}
            loading={loading}
            aria-label={`${attribute.name} değerlerini yükle`}
          >
            Değerleri yükle
          </Button>
          {error || loadError ? (
            <p className="marketplace-field-error" role="alert">
              {loadError ?? error}
            </p>
          ) : null}
        </div>
      ) : null}
      {attribute.allowCustom ? (
        <TextInput
          label={values.length > 0 ? `${attribute.name}: serbest değer` : label}
          value={choice?.customValue ?? ''}
          maxLength={500}
          error={error}
          onChange={(e) =>
            onChange(attribute.id, { ...choice, customValue: e.currentTarget.value })
          }
        />
      ) : null}
    </div>
  );
});

/** A category's attributes, required ones first, each problem beside its attribute. */
export function AttributeFields({
  attributes,
  value,
  onChange,
  errors,
  loadValues,
}: {
  attributes: MarketplaceAttributeView[];
  value: AttributeChoices;
  onChange: (next: AttributeChoices) => void;
  /** Problems by `attributes.<id>`. */
  errors: Record<string, string>;
  loadValues: FieldProps['loadValues'];
}) {
  const sorted = [...attributes].sort((a, b) => Number(b.required) - Number(a.required));
  const change = (id: string, choice: AttributeChoice) => onChange({ ...value, [id]: choice });
  const required = sorted.filter((a) => a.required);
  const optional = sorted.filter((a) => !a.required);
  const group = (list: MarketplaceAttributeView[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {list.map((attribute) => (
        <AttributeField
          key={attribute.id}
          attribute={attribute}
          choice={value[attribute.id]}
          error={errors[`attributes.${attribute.id}`]}
          onChange={change}
          loadValues={loadValues}
        />
      ))}
    </SimpleGrid>
  );
  if (attributes.length === 0) return null;
  return (
    <>
      {required.length > 0 ? (
        <Fieldset
          legend={`Zorunlu özellikler (${required.length})`}
          className="marketplace-fieldset"
        >
          {group(required)}
        </Fieldset>
      ) : null}
      {optional.length > 0 ? (
        <Fieldset legend={`Diğer özellikler (${optional.length})`} className="marketplace-fieldset">
          {group(optional)}
        </Fieldset>
      ) : null}
    </>
  );
}

/** The saved choices as the match call's list (empty ones left out). */
export function choicesToInput(choices: AttributeChoices) {
  return Object.entries(choices)
    .map(([attributeId, c]) => ({
      attributeId,
      ...(c.valueIds && c.valueIds.length > 0 ? { valueIds: c.valueIds } : {}),
      ...(c.customValue?.trim() ? { customValue: c.customValue.trim() } : {}),
    }))
    .filter((a) => a.valueIds || a.customValue);
}
