import type { CheckoutForm } from './checkout-form';
import { Field } from './Field';
import { PlaceFields } from './PlaceFields';

interface InvoiceFieldsProps {
  form: CheckoutForm;
  onChange: (next: CheckoutForm) => void;
  errors: Record<string, string>;
}

/** Individual invoice (optional TCKN) or company invoice (title, tax office, VKN). */
export function InvoiceFields({ form, onChange, errors }: InvoiceFieldsProps) {
  const individual = form.individual;
  const company = form.company;
  const setIndividual = (patch: Partial<CheckoutForm['individual']>) =>
    onChange({ ...form, individual: { ...individual, ...patch } });
  const setCompany = (patch: Partial<CheckoutForm['company']>) =>
    onChange({ ...form, company: { ...company, ...patch } });
  const input = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    extra: { maxLength: number; inputMode?: 'numeric'; hint?: string },
  ) => (
    <Field id={id} label={label} error={errors[id]} {...(extra.hint ? { hint: extra.hint } : {})}>
      {(props) => (
        <input
          {...props}
          type="text"
          maxLength={extra.maxLength}
          inputMode={extra.inputMode}
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <fieldset>
      <legend>Fatura bilgileri</legend>
      <div className="choice-row" role="radiogroup" aria-label="Fatura türü">
        <label>
          <input
            type="radio"
            name="invoiceType"
            checked={form.invoiceType === 'individual'}
            onChange={() => onChange({ ...form, invoiceType: 'individual' })}
          />
          Bireysel
        </label>
        <label>
          <input
            type="radio"
            name="invoiceType"
            checked={form.invoiceType === 'company'}
            onChange={() => onChange({ ...form, invoiceType: 'company' })}
          />
          Kurumsal
        </label>
      </div>
      {form.invoiceType === 'individual' ? (
        <>
          {input(
            'individualInvoice.identityNumber',
            'T.C. kimlik numarası (isteğe bağlı)',
            individual.identityNumber,
            (identityNumber) => setIndividual({ identityNumber }),
            { maxLength: 11, inputMode: 'numeric' },
          )}
          <div className="check">
            <input
              id="invoiceSameAsDelivery"
              type="checkbox"
              checked={form.invoiceSameAsDelivery}
              onChange={(e) => onChange({ ...form, invoiceSameAsDelivery: e.target.checked })}
            />
            <label htmlFor="invoiceSameAsDelivery">
              Fatura bilgilerim teslimat bilgilerimle aynı
            </label>
          </div>
          {form.invoiceSameAsDelivery ? null : (
            <>
              <div className="field-row">
                {input(
                  'individualInvoice.firstName',
                  'Ad',
                  individual.firstName,
                  (firstName) => setIndividual({ firstName }),
                  { maxLength: 50 },
                )}
                {input(
                  'individualInvoice.lastName',
                  'Soyad',
                  individual.lastName,
                  (lastName) => setIndividual({ lastName }),
                  { maxLength: 50 },
                )}
                {input(
                  'individualInvoice.email',
                  'E-posta',
                  individual.email,
                  (email) => setIndividual({ email }),
                  { maxLength: 100 },
                )}
              </div>
              <PlaceFields
                prefix="individualInvoice"
                value={individual}
                onChange={(place) => setIndividual(place)}
                errors={errors}
              />
            </>
          )}
        </>
      ) : (
        <>
          <div className="field-row">
            {input(
              'companyInvoice.title',
              'Şirket unvanı',
              company.title,
              (title) => setCompany({ title }),
              { maxLength: 150 },
            )}
            {input(
              'companyInvoice.taxOffice',
              'Vergi dairesi',
              company.taxOffice,
              (taxOffice) => setCompany({ taxOffice }),
              { maxLength: 60 },
            )}
            {input(
              'companyInvoice.taxNumber',
              'Vergi kimlik numarası',
              company.taxNumber,
              (taxNumber) => setCompany({ taxNumber }),
              {
                maxLength: 10,
                inputMode: 'numeric',
              },
            )}
          </div>
          <PlaceFields
            prefix="companyInvoice"
            value={company}
            onChange={(place) => setCompany(place)}
            errors={errors}
          />
        </>
      )}
    </fieldset>
  );
}
