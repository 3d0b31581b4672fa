import { useEffect, useState } from 'react';
import type { NatalRecord } from '@xingtu/contracts/charts';
import type { BookingDetail } from '@xingtu/contracts/consultations';
import { fetchNatalChart } from '../../../api/charts.ts';
import { WheelPanel } from '../../charts/index.ts';

// The client's natal chart for the astrologer in the room: drawn from the birth data copied from the
// member's profile when they booked, with the site's one wheel (and its aspect grid and full view).

type Load =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; record: NatalRecord };

export function ClientChart({ client }: { client: BookingDetail['client'] }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    let stopped = false;
    setLoad({ kind: 'loading' });
    fetchNatalChart(
      {
        birth: {
          date: client.birthday,
          time: client.birthTime,
          ...(client.birthTimeZone ? { timeZone: client.birthTimeZone } : {}),
          ...(client.birthLatitude !== null ? { latitude: client.birthLatitude } : {}),
          ...(client.birthLongitude !== null ? { longitude: client.birthLongitude } : {}),
          ...(client.birthLocation ? { placeName: client.birthLocation } : {}),
        },
      },
      { houseSystem: 'P' },
    ).then(
      (record) => !stopped && setLoad({ kind: 'ready', record }),
      (error: unknown) =>
        !stopped &&
        setLoad({
          kind: 'failed',
          message: error instanceof Error && error.message ? error.message : '星盘暂时无法排出',
        }),
    );
    return () => {
      stopped = true;
    };
  }, [client]);

  return (
    <section className="card room-chart" aria-labelledby="client-chart-title">
      <h2 id="client-chart-title">来访者星盘</h2>
      {load.kind === 'loading' && <p role="status">正在排盘…</p>}
      {load.kind === 'failed' && <p className="form-error">{load.message}</p>}
      {load.kind === 'ready' && (
        <WheelPanel
          inner={load.record.chart}
          aspects={load.record.chart.aspects}
          title={`${client.name}的本命盘`}
        />
      )}
    </section>
  );
}
