import { useState } from 'react';
import { call, resultOf } from '../../api/call';
import type { CheckoutForm } from './checkout-form';
import { Field } from './Field';

type Contact = CheckoutForm['contact'];

interface ContactFieldsProps {
  value: Contact;
  onChange: (next: Contact) => void;
  errors: Record<string, string>;
}

/** Delivery contact; the phone is checked with POST /api/orders/checkorderphone on blur. */
export function ContactFields({ value, onChange, errors }: ContactFieldsProps) {
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const checkPhone = async () => {
    if (!value.phone.trim()) return;
    const result = await resultOf(
      call('POST /api/orders/checkorderphone', { body: { phone: value.phone } }),
    );
    setPhoneError(result.ok ? null : (result.fields['body.phone'] ?? result.message));
  };
  const text = (key: keyof Contact, label: string, autoComplete: string, type = 'text') => (
    <Field id={`deliveryContact.${key}`} label={label} error={errors[`deliveryContact.${key}`]}>
      {(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          maxLength={key === 'email' ? 100 : 50}
          value={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
        />
      )}
    </Field>
  );
  return (
    <div className="field-row">
      {text('firstName', 'Ad', 'given-name')}
      {text('lastName', 'Soyad', 'family-name')}
      <Field
        id="deliveryContact.phone"
        label="Cep telefonu"
        hint="05xx xxx xx xx"
        error={errors['deliveryContact.phone'] ?? phoneError ?? undefined}
      >
        {(props) => (
          <input
            {...props}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={value.phone}
            onChange={(e) => onChange({ ...value, phone: e.target.value })}
            onBlur={() => void checkPhone()}
          />
        )}
      </Field>
      {text('email', 'E-posta', 'email', 'email')}
    </div>
  );
}
