import type { UpsProvinceDetailView } from '@carsi/contract';
import { roleCanDo } from '@carsi/contract/access';
import { Checkbox, Table, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { useAdminRole } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { call } from '../../api/call';
import type { Route } from './+types/ups-area-edit';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return adminRead<UpsProvinceDetailView>(
    context,
    `/api/admin/ups-areas/${encodeURIComponent(params.id)}`,
    url,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.name ?? 'İl'} UPS kodları | Yönetim | Çarşı` },
  { name: 'robots', content: 'noindex, nofollow' },
];

type DistrictEdit = { areaCode: string; served: boolean; confirmed: boolean };

/** Admin ups-il-detay/duzenle/{id}: a province's UPS city code and its districts' codes. */
export default function AdminUpsAreaEdit({ loaderData: province }: Route.ComponentProps) {
  const role = useAdminRole();
  const mayEdit = role !== null && roleCanDo(role, 'orders.fulfil');
  const action = useAdminAction();
  const [cityCode, setCityCode] = useState(province.cityCode);
  const [edits, setEdits] = useState<Record<number, DistrictEdit>>(() =>
    Object.fromEntries(
      province.districts.map((d) => [
        d.id,
        { areaCode: d.areaCode, served: d.served, confirmed: d.confirmed },
      ]),
    ),
  );
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const q = filter.trim().toLocaleLowerCase('tr');
    return q
      ? province.districts.filter(
          (d) => d.name.toLocaleLowerCase('tr').includes(q) || d.areaCode.includes(q),
        )
      : province.districts;
  }, [filter, province.districts]);
  const change = (id: number, patch: Partial<DistrictEdit>) =>
    setEdits((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));
  const changed = province.districts
    .filter((d) => {
      const e = edits[d.id];
      return (
        e && (e.areaCode !== d.areaCode || e.served !== d.served || e.confirmed !== d.confirmed)
      );
    })
    .map((d) => ({ id: d.id, ...edits[d.id]! }));

  return (
    <AdminPage
      title={`${province.name} — UPS kodları`}
      actions={<Link to="/admin-panel/ups-il-ve-ilce-listesi">← UPS il ve ilçe listesi</Link>}
    >
      <TextInput
        label="UPS il kodu (plaka)"
        value={cityCode}
        onChange={(e) => setCityCode(e.currentTarget.value)}
        inputMode="numeric"
        maxLength={6}
        disabled={!mayEdit}
      />
      <TextInput
        label="İlçe ara"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        mt="sm"
      />
      <div className="admin-table-scroll">
        <Table striped withTableBorder mt="sm" aria-label={`${province.name} ilçeleri`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>İlçe</Table.Th>
              <Table.Th>UPS ilçe kodu</Table.Th>
              <Table.Th>Hizmet var</Table.Th>
              <Table.Th>UPS ile doğrulandı</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((d) => {
              const e = edits[d.id]!;
              return (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.name}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${d.name} UPS kodu`}
                      value={e.areaCode}
                      onChange={(ev) => change(d.id, { areaCode: ev.currentTarget.value })}
                      inputMode="numeric"
                      maxLength={6}
                      disabled={!mayEdit}
                      size="xs"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${d.name}: UPS hizmet veriyor`}
                      checked={e.served}
                      onChange={(ev) => change(d.id, { served: ev.currentTarget.checked })}
                      disabled={!mayEdit}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${d.name}: kod UPS ile doğrulandı`}
                      checked={e.confirmed}
                      onChange={(ev) => change(d.id, { confirmed: ev.currentTarget.checked })}
                      disabled={!mayEdit}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {shown.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>Bu aramaya uyan ilçe yok.</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </div>
      <ActionOutcomeAlert outcome={action.outcome} />
      {mayEdit ? (
        <ActionButton
          mt="md"
          action={action}
          actionKey="save"
          disabled={cityCode === province.cityCode && changed.length === 0}
          run={() =>
            call('PUT /api/admin/ups-areas/:id', {
              params: { id: province.id },
              body: {
                ...(cityCode !== province.cityCode ? { cityCode } : {}),
                ...(changed.length ? { districts: changed } : {}),
              },
            })
          }
        >
          Kaydet
        </ActionButton>
      ) : null}
    </AdminPage>
  );
}
