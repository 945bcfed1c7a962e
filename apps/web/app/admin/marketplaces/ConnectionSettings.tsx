import type { MarketplaceCodeValue } from '@carsi/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiFailure, call } from '../../api/call';

export interface SettingsView {
  marketplace: MarketplaceCodeValue;
  source: 'stored' | 'sandbox' | 'none';
  sellerId: string;
  apiKeyHint: string | null;
  apiSecretHint: string | null;
  userAgent: string | null;
  environment: 'production' | 'test';
  enabled: boolean;
  lastCheckedAt: string | null;
  lastCheckOk: boolean | null;
}

/** Connection settings per marketplace and the "check connection" button. Secrets are never shown. */
export function ConnectionSettings({
  settings,
  labels,
}: {
  settings: SettingsView;
  /** Field names as the marketplace calls them. */
  labels: { sellerId: string; apiKey: string; apiSecret: string; userAgent?: string };
}) {
  const revalidator = useRevalidator();
  const [sellerId, setSellerId] = useState(settings.source === 'stored' ? settings.sellerId : '');
  const [apiKey, setApiKey] = useState('');
  const [apiSecret, setApiSecret] = useState('');
  const [userAgent, setUserAgent] = useState(settings.userAgent ?? '');
  const [environment, setEnvironment] = useState(settings.environment);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'check' | null>(null);

  async function save() {
    setBusy('save');
    setOutcome(null);
    try {
      const saved = await call('PUT /api/admin/marketplaces/:marketplace/settings', {
        params: { marketplace: settings.marketplace },
        body: {
          sellerId,
          environment,
          enabled,
          ...(apiKey ? { apiKey } : {}),
          ...(apiSecret ? { apiSecret } : {}),
          ...(labels.userAgent ? { userAgent } : {}),
        },
      });
      setFields({});
      setApiKey('');
      setApiSecret('');
      setOutcome({ ok: true, message: saved.message });
      await revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof ApiFailure) setFields(failure.fields);
      setOutcome({
        ok: false,
        message: failure instanceof Error ? failure.message : 'Kaydedilemedi.',
      });
    } finally {
      setBusy(null);
    }
  }

  async function check() {
    setBusy('check');
    setOutcome(null);
    try {
      const result = await call('POST /api/admin/marketplaces/:marketplace/check-connection', {
        params: { marketplace: settings.marketplace },
      });
      setOutcome(result);
      await revalidator.revalidate();
    } catch (failure) {
      setOutcome({
        ok: false,
        message: failure instanceof Error ? failure.message : 'Denenemedi.',
      });
    } finally {
      setBusy(null);
    }
  }

  const field = (name: string) => fields[`body.${name}`];
  return (
    <section aria-labelledby="connection-title" className="marketplace-connection">
      <h2 id="connection-title">Bağlantı</h2>
      <Text size="sm">
        {settings.source === 'sandbox'
          ? 'Ayar girilmedi: deneme ortamındaki (sandbox) pazaryeri taklidi kullanılıyor.'
          : settings.source === 'none'
            ? 'Bağlantı ayarları girilmedi.'
            : `Kayıtlı satıcı: ${settings.sellerId} (${settings.environment === 'production' ? 'canlı' : 'test'} ortam).`}{' '}
        {settings.lastCheckOk === true ? <Badge color="green">Bağlantı çalışıyor</Badge> : null}
        {settings.lastCheckOk === false ? <Badge color="red">Bağlantı hatası</Badge> : null}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput
          label={labels.sellerId}
          value={sellerId}
          maxLength={40}
          error={field('sellerId')}
          onChange={(e) => setSellerId(e.currentTarget.value)}
        />
        <TextInput
          label={labels.apiKey}
          type="password"
          autoComplete="off"
          value={apiKey}
          placeholder={settings.apiKeyHint ?? ''}
          description={settings.apiKeyHint ? 'Boş bırakılırsa kayıtlı anahtar kalır.' : undefined}
          error={field('apiKey')}
          onChange={(e) => setApiKey(e.currentTarget.value)}
        />
        <TextInput
          label={labels.apiSecret}
          type="password"
          autoComplete="off"
          value={apiSecret}
          placeholder={settings.apiSecretHint ?? ''}
          error={field('apiSecret')}
          onChange={(e) => setApiSecret(e.currentTarget.value)}
        />
        {labels.userAgent ? (
          <TextInput
            label={labels.userAgent}
            value={userAgent}
            maxLength={100}
            error={field('userAgent')}
            onChange={(e) => setUserAgent(e.currentTarget.value)}
          />
        ) : null}
        <NativeSelect
          label="Ortam"
          value={environment}
          data={[
            { value: 'test', label: 'Test' },
            { value: 'production', label: 'Canlı' },
          ]}
          onChange={(e) => setEnvironment(e.currentTarget.value as 'production' | 'test')}
        />
        <Switch
          label="Bağlantı açık"
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
      </SimpleGrid>
      <Group mt="sm">
        <Button onClick={save} loading={busy === 'save'}>
          Ayarları kaydet
        </Button>
        <Button variant="light" onClick={check} loading={busy === 'check'}>
          Bağlantıyı dene
        </Button>
      </Group>
      <div aria-live="polite">
        {outcome ? (
          <Alert
            mt="sm"
            color={outcome.ok ? 'green' : 'red'}
            role={outcome.ok ? 'status' : 'alert'}
          >
            {outcome.message}
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
