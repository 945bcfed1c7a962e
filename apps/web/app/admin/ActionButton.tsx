import { Alert, Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';

/** The outcome line under an action: the server's Turkish message, in a live region. */
export interface ActionOutcome {
  kind: 'success' | 'error';
  message: string;
}

/**
 * Runs one back-office action (request → success or fail): shows progress, then the
 * server's message, then reloads the page's data. Errors are never swallowed.
 */
export function useAdminAction() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  async function run(key: string, call: () => Promise<{ message?: string } | unknown>) {
    setBusy(key);
    setOutcome(null);
    try {
      const result = (await call()) as { message?: string } | undefined;
      setOutcome({ kind: 'success', message: result?.message || 'İşlem tamamlandı.' });
      await revalidator.revalidate();
      return true;
    } catch (failure) {
      setOutcome({
        kind: 'error',
        message: failure instanceof Error ? failure.message : 'Unknown error',
      });
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, outcome, run, clear: () => setOutcome(null) };
}

export function ActionOutcomeAlert({ outcome }: { outcome: ActionOutcome | null }) {
  return (
    <div aria-live="polite" className="admin-outcome">
      {outcome ? (
        <Alert
          color={outcome.kind === 'success' ? 'green' : 'red'}
          role={outcome.kind === 'success' ? 'status' : 'alert'}
        >
          {outcome.message}
        </Alert>
      ) : null}
    </div>
  );
}

interface ActionButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  children: ReactNode;
  /** When set, asks before running: for anything that cannot be undone. */
  confirm?: { title: string; body: ReactNode; confirmLabel?: string };
  action: ReturnType<typeof useAdminAction>;
  actionKey: string;
  run: () => Promise<unknown>;
}

/** A button that runs an admin action, asking first when it cannot be undone. */
export function ActionButton({
  children,
  confirm,
  action,
  actionKey,
  run,
  ...button
}: ActionButtonProps) {
  const [asking, setAsking] = useState(false);
  const start = () => (confirm ? setAsking(true) : void action.run(actionKey, run));
  return (
    <>
      <Button
        {...button}
        loading={action.busy === actionKey}
        disabled={button.disabled || (action.busy !== null && action.busy !== actionKey)}
        onClick={start}
      >
        {children}
      </Button>
      {confirm ? (
        <Modal opened={asking} onClose={() => setAsking(false)} title={confirm.title} centered>
          <Text component="div">{confirm.body}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setAsking(false)}>
              Vazgeç
            </Button>
            <Button
              color="red"
              onClick={() => {
                setAsking(false);
                void action.run(actionKey, run);
              }}
            >
              {confirm.confirmLabel ?? 'Onayla'}
            </Button>
          </Group>
        </Modal>
      ) : null}
    </>
  );
}
