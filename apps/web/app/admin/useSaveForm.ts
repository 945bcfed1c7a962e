import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { resultOf } from '../api/call';
import type { ActionOutcome } from './ActionButton';

/**
 * The save of a back-office record form (codes, top bars, pop-ups, campaigns): the page's typed
 * create or edit call; the server's field messages land on the fields (`error('title')`, nested ones
 * too); a new record opens its own page, a change reloads this one.
 */
export function useSaveForm() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [saving, setSaving] = useState(false);

  async function save<T extends { message: string }>(request: {
    editing: boolean;
    /** The typed create or edit call (`call('POST /api/…/create', { body })`). */
    send: () => Promise<T>;
    pageOf: (saved: T) => string;
  }) {
    setSaving(true);
    setOutcome(null);
    const result = await resultOf(request.send());
    setSaving(false);
    if (!result.ok) {
      setFields(result.fields);
      setOutcome({ kind: 'error', message: result.message });
      return;
    }
    setFields({});
    setOutcome({ kind: 'success', message: result.data.message });
    if (!request.editing) navigate(request.pageOf(result.data));
    else await revalidator.revalidate();
  }

  const error = (name: string) =>
    Object.entries(fields).find(
      ([field]) => field === `body.${name}` || field.startsWith(`body.${name}.`),
    )?.[1];

  return { save, saving, outcome, error };
}
