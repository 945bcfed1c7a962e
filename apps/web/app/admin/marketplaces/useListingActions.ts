import type { ListingProblemView, UploadView } from '@carsi/contract';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiFailure, call, messageOf } from '../../api/call';
import { problemsByField } from './problems';

/** A 422 from the upload call carries the check's problems as its field errors. */
const problemsOf = (failure: unknown): ListingProblemView[] =>
  failure instanceof ApiFailure && failure.body?.errors
    ? failure.body.errors.map((e) => ({
        field: e.field.replace(/^body\./, ''),
        message: e.message,
      }))
    : [];

/** What the marketplace's own calls do for a product; the rest is the same for every one. */
export interface ListingCalls {
  /** Saves the product's match as the form holds it. */
  save: () => Promise<void>;
  /** Queues the upload. */
  upload: () => Promise<{ upload: UploadView; message: string }>;
  /** The latest upload's result, asked for now. */
  result: () => Promise<UploadView>;
  /** Takes back the SKUs the marketplace has not approved. */
  removePending: () => Promise<{ message: string }>;
}

/**
 * The match form's actions, the same for every marketplace: save, check before upload, send
 * (then follow the result for a while), refresh the result, take back what is not approved.
 * Each runs one at a time; a refusal's problems stand beside their fields.
 */
export function useListingActions(
  marketplace: 'trendyol' | 'hepsiburada',
  productId: number,
  initialUpload: UploadView | null,
  calls: ListingCalls,
) {
  const revalidator = useRevalidator();
  const [problems, setProblems] = useState<ListingProblemView[] | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadView | null>(initialUpload);
  const polling = useRef(false);

  useEffect(
    () => () => {
      polling.current = false;
    },
    [],
  );

  async function run(key: string, work: () => Promise<void>) {
    setBusy(key);
    setOutcome(null);
    try {
      await work();
    } catch (failure) {
      const found = problemsOf(failure);
      if (found.length > 0) setProblems(found);
      setOutcome({ ok: false, message: messageOf(failure) });
    } finally {
      setBusy(null);
    }
  }

  async function pollResult() {
    polling.current = true;
    for (let i = 0; i < 60 && polling.current; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      try {
        const result = await calls.result();
        setUpload(result);
        if (result.state === 'completed' || result.state === 'failed') break;
      } catch {
        // The next round asks again; the button can refresh too.
      }
    }
    polling.current = false;
    await revalidator.revalidate();
  }

  return {
    busy,
    outcome,
    problems,
    errors: problemsByField(problems ?? []),
    upload,
    save: () =>
      run('save', async () => {
        await calls.save();
        setOutcome({ ok: true, message: 'Eşleştirme kaydedildi.' });
        await revalidator.revalidate();
      }),
    check: () =>
      run('check', async () => {
        await calls.save();
        const result = await call(
          'POST /api/admin/marketplaces/:marketplace/products/:productId/check',
          { params: { marketplace, productId } },
        );
        setProblems(result.problems);
        setOutcome({ ok: result.ok, message: result.message });
      }),
    send: () =>
      run('upload', async () => {
        await calls.save();
        const queued = await calls.upload();
        setProblems([]);
        setUpload(queued.upload);
        setOutcome({ ok: true, message: queued.message });
        void pollResult();
      }),
    refresh: () =>
      run('result', async () => {
        setUpload(await calls.result());
      }),
    removePending: () =>
      run('remove', async () => {
        const removed = await calls.removePending();
        setOutcome({ ok: true, message: removed.message });
        await revalidator.revalidate();
      }),
  };
}

export type ListingActions = ReturnType<typeof useListingActions>;
