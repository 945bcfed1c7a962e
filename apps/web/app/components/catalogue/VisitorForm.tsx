import type { FormFailure } from '@carsi/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';

/** `published` false: the post waits for moderation, and the shopper is told so. */
export type VisitorFormResult = { ok: true; published: boolean } | FormFailure;

interface FieldProps {
  name: string;
  label: string;
  failure: FormFailure | null;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A labelled field with its error message, announced with the field. */
export function Field({ name, label, failure, children }: FieldProps) {
  const id = `alan-${name}`;
  const error = failure?.fields[name];
  return (
    <div className="visitor-form__field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-hata` : undefined,
      })}
      {error ? (
        <p className="visitor-form__error" id={`${id}-hata`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The poster's name, as reviews and questions show it. */
export function NameField({ failure }: { failure: FormFailure | null }) {
  return (
    <Field name="name" label="Adınız" failure={failure}>
      {(props) => <input {...props} type="text" autoComplete="name" maxLength={60} required />}
    </Field>
  );
}

interface VisitorFormProps {
  title: string;
  submitLabel: string;
  /** Said after a post that is shown at once. */
  successText: string;
  /** Said after a post that waits for moderation. */
  pendingText: string;
  children: (failure: FormFailure | null) => ReactNode;
}

/**
 * A review or question form posting to the page's action: works without JavaScript, shows the
 * server's verdict next to the fields, and starts empty again after a successful post.
 */
export function VisitorForm({
  title,
  submitLabel,
  successText,
  pendingText,
  children,
}: VisitorFormProps) {
  const result = useActionData() as VisitorFormResult | undefined;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const failure = result && !result.ok ? result : null;
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <section className="visitor-form" aria-labelledby="form-baslik">
      <h2 id="form-baslik">{title}</h2>
      <Form method="post" ref={form} noValidate>
        {children(failure)}
        {failure && Object.keys(failure.fields).length === 0 ? (
          <p className="visitor-form__error" role="alert">
            {failure.message}
          </p>
        ) : null}
        {failure && Object.keys(failure.fields).length > 0 ? (
          <p className="visitor-form__error" role="alert">
            Lütfen işaretli alanları düzeltin.
          </p>
        ) : null}
        {result?.ok ? (
          <p className="visitor-form__success" role="status">
            {result.published ? successText : pendingText}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Gönderiliyor...' : submitLabel}
        </button>
      </Form>
    </section>
  );
}
